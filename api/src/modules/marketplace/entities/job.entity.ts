import { Column, Entity } from 'typeorm';
import {
  BigintNumberColumn,
  CounterColumn,
  FlagColumn,
  OptionalDateTimeColumn,
  TextColumn,
  TinyUintColumn,
  VarcharColumn,
} from '../../../core/database/columns';
import { PlacedListingColumns } from './listing-columns';

/** A job an owner offers; manpower apply while it is open. Its photo is a marketplace_media row. */
@Entity('jobs')
export class JobEntity extends PlacedListingColumns {
  @VarcharColumn() title: string;
  @VarcharColumn() position: string;
  @VarcharColumn({ nullable: true }) experience: string | null;

  /** Paise. */
  @BigintNumberColumn() salary_minor: number;

  /** 0 per month, 1 per year. */
  @TinyUintColumn() per: 0 | 1;

  /** "HH:MM:SS". */
  @Column({ type: 'time', nullable: true }) job_timing_from: string | null;

  @Column({ type: 'time', nullable: true }) job_timing_to: string | null;

  @VarcharColumn({ nullable: true }) location: string | null;
  @TextColumn({ nullable: true }) description: string | null;
  @VarcharColumn({ nullable: true }) other_benefits: string | null;
  @FlagColumn() is_closed: boolean;

  /** Professionals the job was sent to (decision 345). */
  @CounterColumn() leads_count: number;

  /** When its routing finished; null while due (decision 345). */
  @OptionalDateTimeColumn() routed_at: Date | null;

  /** Kept by ApplicationsService in the application's transaction. */
  @CounterColumn() applications_count: number;
}
