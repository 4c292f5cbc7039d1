import type { ContactShown } from '@app/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { bigintMinor } from './column-transformers';

/** A job an owner offers; manpower apply while it is open. Its photo is a marketplace_media row. */
@Entity('jobs')
export class JobEntity {
  @PrimaryGeneratedColumn({ unsigned: true })
  id: number;

  @Column({ type: 'int', unsigned: true })
  user_id: number;

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

  @Column({ type: 'int', unsigned: true, nullable: true })
  country_id: number | null;

  @Column({ type: 'int', unsigned: true, nullable: true })
  state_id: number | null;

  @Column({ type: 'int', unsigned: true, nullable: true })
  city_id: number | null;

  @Column({ type: 'boolean', default: false })
  is_closed: boolean;

  /** Kept by ApplicationsService in the application's transaction. */
  @Column({ type: 'int', unsigned: true, default: 0 })
  applications_count: number;

  /** What global search finds the listing by (FULLTEXT; written on every save, decision 118). */
  @Column({ type: 'varchar', length: 1000, default: '', select: false })
  search_text: string;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  held_at: Date | null;

  /** Who sees the contact: Elite members (default) or only after a trade (decision 210). */
  @Column({ type: 'enum', enum: ['elite', 'after_trade'], default: 'elite' })
  contact_shown: ContactShown;

  @CreateDateColumn({ type: 'datetime', precision: 3, default: () => 'CURRENT_TIMESTAMP(3)' })
  created_at: Date;

  @Column({ type: 'datetime', precision: 3, default: () => 'CURRENT_TIMESTAMP(3)' })
  updated_at: Date;
}
