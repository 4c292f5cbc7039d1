import type { ApplicationStatus } from '@app/contracts';
import { CreateDateColumn, Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A member of manpower applying for a job; once per job and applicant. */
@Entity('job_applications')
export class JobApplicationEntity {
  @PrimaryGeneratedColumn({ unsigned: true })
  id: number;

  @Column({ type: 'int', unsigned: true })
  job_id: number;

  /** The job's owner, copied so the owner's received applications page by an index. */
  @Column({ type: 'int', unsigned: true })
  owner_id: number;

  @Column({ type: 'int', unsigned: true })
  applicant_id: number;

  /** Where the owner moved the application (APPLICATION_TRANSITIONS). */
  @Column({
    type: 'enum',
    enum: ['awaiting_review', 'reviewed', 'contacted', 'hired', 'rejected'],
    default: 'awaiting_review',
  })
  status: ApplicationStatus;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  status_changed_at: Date | null;

  @CreateDateColumn({ type: 'datetime', precision: 3, default: () => 'CURRENT_TIMESTAMP(3)' })
  created_at: Date;
}
