import { Column, Entity, PrimaryColumn } from 'typeorm';

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

  @Column({ type: 'datetime', precision: 3, default: () => 'CURRENT_TIMESTAMP(3)' })
  created_at: Date;

  /** Set by every save: the promoted lists take the most recently updated profiles. */
  @Column({ type: 'datetime', precision: 3, default: () => 'CURRENT_TIMESTAMP(3)' })
  updated_at: Date;
}
