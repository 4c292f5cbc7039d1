import { Column, Entity } from 'typeorm';
import { DateTimeColumn, SmallUintColumn, VarcharColumn } from '../../../core/database/columns';
import { ProfileColumns } from './profile-columns';

/** An owner's restaurant details, beside the member account (which keeps name, contact and place). */
@Entity('restaurant_profiles')
export class RestaurantProfileEntity extends ProfileColumns {
  @VarcharColumn({ nullable: true }) name: string | null;
  @SmallUintColumn({ nullable: true }) restaurant_type_id: number | null;

  /** The owner's own words when restaurant_type_id is 1 (Other). */
  @VarcharColumn({ nullable: true }) restaurant_type_other: string | null;

  @VarcharColumn({ nullable: true }) business_url: string | null;
  @VarcharColumn({ nullable: true }) facbook_url: string | null;
  @VarcharColumn({ nullable: true }) linkedin_url: string | null;
  @VarcharColumn({ nullable: true }) instagram_url: string | null;
  @VarcharColumn({ nullable: true }) twiter_url: string | null;

  /**
   * When the owner let Elite vendors and professionals see the restaurant's phone and e-mail (decision
   * 213); null keeps them private.
   */
  @Column({ type: 'datetime', nullable: true }) contact_consent_at: Date | null;

  /** Set by the database on every change (ON UPDATE); orders the promoted restaurants' candidates. */
  @DateTimeColumn({ insert: false, update: false, select: false }) updated_at: Date;
}
