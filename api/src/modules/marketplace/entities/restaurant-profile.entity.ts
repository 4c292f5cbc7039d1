import { Column, Entity, PrimaryColumn } from 'typeorm';

/** An owner's restaurant details, beside the member account (which keeps name, contact and place). */
@Entity('restaurant_profiles')
export class RestaurantProfileEntity {
  @PrimaryColumn({ type: 'int', unsigned: true })
  user_id: number;

  @Column({ type: 'varchar', nullable: true })
  name: string | null;

  @Column({ type: 'smallint', unsigned: true, nullable: true })
  restaurant_type_id: number | null;

  /** The owner's own words when restaurant_type_id is 1 (Other). */
  @Column({ type: 'varchar', nullable: true })
  restaurant_type_other: string | null;

  @Column({ type: 'varchar', nullable: true })
  business_url: string | null;

  @Column({ type: 'text', nullable: true })
  comments: string | null;

  @Column({ type: 'varchar', nullable: true })
  facbook_url: string | null;

  @Column({ type: 'varchar', nullable: true })
  linkedin_url: string | null;

  @Column({ type: 'varchar', nullable: true })
  instagram_url: string | null;

  @Column({ type: 'varchar', nullable: true })
  twiter_url: string | null;

  /** "Main Office City". */
  @Column({ type: 'int', unsigned: true, nullable: true })
  native_city_id: number | null;

  /**
   * When the owner let Elite vendors and professionals see the restaurant's phone and e-mail (decision
   * 213); null keeps them private.
   */
  @Column({ type: 'datetime', nullable: true })
  contact_consent_at: Date | null;

  /** Set by the database on every change (ON UPDATE); orders the promoted restaurants' candidates. */
  @Column({ type: 'datetime', precision: 3, insert: false, update: false, select: false })
  updated_at: Date;
}
