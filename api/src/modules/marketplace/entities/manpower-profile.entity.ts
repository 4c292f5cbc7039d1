import { Column, Entity, PrimaryColumn } from 'typeorm';
import { bigintMinor } from './column-transformers';

/**
 * A restaurant professional's profile, beside the member account (which keeps name, contact and place).
 * The resume is a private file (never under a public storage prefix); only its key is kept here.
 */
@Entity('manpower_profiles')
export class ManpowerProfileEntity {
  @PrimaryColumn({ type: 'int', unsigned: true })
  user_id: number;

  /** The seed's `type` (category). */
  @Column({ type: 'varchar', nullable: true })
  category: string | null;

  @Column({ type: 'varchar', nullable: true })
  business_category: string | null;

  @Column({ type: 'varchar', nullable: true })
  qualification: string | null;

  @Column({ type: 'varchar', nullable: true })
  experience: string | null;

  @Column({ type: 'text', nullable: true })
  comments: string | null;

  /** "Main office city". */
  @Column({ type: 'int', unsigned: true, nullable: true })
  native_city_id: number | null;

  @Column({ type: 'varchar', nullable: true })
  resume_key: string | null;

  @Column({ type: 'int', unsigned: true, nullable: true })
  resume_size: number | null;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  resume_uploaded_at: Date | null;

  /** When the professional let Elite owners see their CV and contact; null: private (decision 211). */
  @Column({ type: 'datetime', nullable: true })
  cv_consent_at: Date | null;

  /** Job alerts (decision 345): the positions wanted, as written (at most 5). */
  @Column({ type: 'json', nullable: true })
  wanted_positions: string[] | null;

  /** Cities wanted; none: the member's own city. */
  @Column({ type: 'json', nullable: true })
  wanted_city_ids: number[] | null;

  /** Per month, paise; null: any. */
  @Column({ type: 'bigint', unsigned: true, nullable: true, transformer: bigintMinor })
  min_salary_minor: number | null;

  @Column({ type: 'datetime', precision: 3, default: () => 'CURRENT_TIMESTAMP(3)' })
  created_at: Date;

  /** Set by every save: the promoted lists take the most recently updated profiles. */
  @Column({ type: 'datetime', precision: 3, default: () => 'CURRENT_TIMESTAMP(3)' })
  updated_at: Date;
}
