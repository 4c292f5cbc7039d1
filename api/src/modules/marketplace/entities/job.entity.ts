import { Column, Entity } from 'typeorm';
import { PlacedListingColumns } from './listing-columns';
import { bigintMinor } from './column-transformers';

/** A job an owner offers; manpower apply while it is open. Its photo is a marketplace_media row. */
@Entity('jobs')
export class JobEntity extends PlacedListingColumns {
  @Column({ type: 'varchar' })
  title: string;

  @Column({ type: 'varchar' })
  position: string;

  @Column({ type: 'varchar', nullable: true })
  experience: string | null;

  /** Paise. */
  @Column({ type: 'bigint', unsigned: true, transformer: bigintMinor })
  salary_minor: number;

  /** 0 per month, 1 per year. */
  @Column({ type: 'tinyint', unsigned: true })
  per: 0 | 1;

  /** "HH:MM:SS". */
  @Column({ type: 'time', nullable: true })
  job_timing_from: string | null;

  @Column({ type: 'time', nullable: true })
  job_timing_to: string | null;

  @Column({ type: 'varchar', nullable: true })
  location: string | null;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'varchar', nullable: true })
  other_benefits: string | null;

  @Column({ type: 'boolean', default: false })
  is_closed: boolean;

  /** Professionals the job was sent to (decision 345). */
  @Column({ type: 'int', unsigned: true, default: 0 })
  leads_count: number;

  /** When its routing finished; null while due (decision 345). */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  routed_at: Date | null;

  /** Kept by ApplicationsService in the application's transaction. */
  @Column({ type: 'int', unsigned: true, default: 0 })
  applications_count: number;
}
