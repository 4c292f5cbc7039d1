import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A vendor's business details, beside the member account (which keeps name, contact and place). */
@Entity('vendor_profiles')
export class VendorProfileEntity {
  @PrimaryColumn({ type: 'int', unsigned: true })
  user_id: number;

  /** "Contact Person Name" (the seed's `name`). */
  @Column({ type: 'varchar', nullable: true })
  contact_name: string | null;

  @Column({ type: 'varchar', nullable: true })
  business_category: string | null;

  /** "Time to provide goods". */
  @Column({ type: 'varchar', nullable: true })
  time_limit: string | null;

  /** "About You". */
  @Column({ type: 'text', nullable: true })
  comments: string | null;

  /** "Main Office City". */
  @Column({ type: 'int', unsigned: true, nullable: true })
  native_city_id: number | null;

  /** The trade categories picked (decision 301), in the order chosen; null before any. */
  @Column({ type: 'json', nullable: true })
  trade_category_ids: number[] | null;

  /** Cities and states served; both empty or null: the vendor's own city. */
  @Column({ type: 'json', nullable: true })
  served_city_ids: number[] | null;

  @Column({ type: 'json', nullable: true })
  served_state_ids: number[] | null;

  /** Set on every save: the promoted vendors are the most recently updated (decision 106). */
  @Column({ type: 'datetime', precision: 3, default: () => 'CURRENT_TIMESTAMP(3)' })
  updated_at: Date;
}
