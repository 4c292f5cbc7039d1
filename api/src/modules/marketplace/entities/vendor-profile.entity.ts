import { Entity } from 'typeorm';
import { DateTimeColumn, JsonColumn, NOW, VarcharColumn } from '../../../core/database/columns';
import { ProfileColumns } from './profile-columns';

/** A vendor's business details, beside the member account (which keeps name, contact and place). */
@Entity('vendor_profiles')
export class VendorProfileEntity extends ProfileColumns {
  /** "Contact Person Name" (the seed's `name`). */
  @VarcharColumn({ nullable: true }) contact_name: string | null;

  @VarcharColumn({ nullable: true }) business_category: string | null;

  /** "Time to provide goods". */
  @VarcharColumn({ nullable: true }) time_limit: string | null;

  /** The trade categories picked (decision 301), in the order chosen; null before any. */
  @JsonColumn({ nullable: true }) trade_category_ids: number[] | null;

  /** Cities and states served; both empty or null: the vendor's own city. */
  @JsonColumn({ nullable: true }) served_city_ids: number[] | null;
  @JsonColumn({ nullable: true }) served_state_ids: number[] | null;

  /** Set on every save: the promoted vendors are the most recently updated (decision 106). */
  @DateTimeColumn({ default: NOW }) updated_at: Date;
}
