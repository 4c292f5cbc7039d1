import { Column, Entity } from 'typeorm';
import {
  BigintNumberColumn,
  DateTimeColumn,
  JsonColumn,
  NOW,
  OptionalDateTimeColumn,
  UintColumn,
  VarcharColumn,
} from '../../../core/database/columns';
import { ProfileColumns } from './profile-columns';

/**
 * A restaurant professional's profile, beside the member account (which keeps name, contact and place).
 * The resume is a private file (never under a public storage prefix); only its key is kept here.
 */
@Entity('manpower_profiles')
export class ManpowerProfileEntity extends ProfileColumns {
  /** The seed's `type` (category). */
  @VarcharColumn({ nullable: true }) category: string | null;

  @VarcharColumn({ nullable: true }) business_category: string | null;
  @VarcharColumn({ nullable: true }) qualification: string | null;
  @VarcharColumn({ nullable: true }) experience: string | null;

  @VarcharColumn({ nullable: true }) resume_key: string | null;
  @UintColumn({ nullable: true }) resume_size: number | null;
  @OptionalDateTimeColumn() resume_uploaded_at: Date | null;

  /** When the professional let Elite owners see their CV and contact; null: private (decision 211). */
  @Column({ type: 'datetime', nullable: true }) cv_consent_at: Date | null;

  /** Job alerts (decision 345): the positions wanted, as written (at most 5). */
  @JsonColumn({ nullable: true }) wanted_positions: string[] | null;

  /** Cities wanted; none: the member's own city. */
  @JsonColumn({ nullable: true }) wanted_city_ids: number[] | null;

  /** Per month, paise; null: any. */
  @BigintNumberColumn({ nullable: true }) min_salary_minor: number | null;

  @DateTimeColumn({ default: NOW }) created_at: Date;

  /** Set by every save: the promoted lists take the most recently updated profiles. */
  @DateTimeColumn({ default: NOW }) updated_at: Date;
}
