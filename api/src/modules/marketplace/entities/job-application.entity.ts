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

  @CreateDateColumn({ type: 'datetime', precision: 3, default: () => 'CURRENT_TIMESTAMP(3)' })
  created_at: Date;
}
