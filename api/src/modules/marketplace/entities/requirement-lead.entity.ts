import { Column, Entity } from 'typeorm';
import {
  BigIdColumn,
  DateTimeColumn,
  NOW,
  OptionalDateTimeColumn,
  RefColumn,
} from '../../../core/database/columns';

/** A requirement sent to a matching vendor (decision 301): one row per requirement and vendor. */
@Entity('requirement_leads')
export class RequirementLeadEntity {
  @BigIdColumn() id: string;
  @RefColumn() requirement_id: number;
  @RefColumn() vendor_id: number;

  /** 1 while the lead waits for the vendor's daily digest mail, else null (decision 302). */
  @Column({ type: 'tinyint', nullable: true }) in_digest: number | null;

  /** When its notification and mail were queued; null until then (a retried batch sends the rest). */
  @OptionalDateTimeColumn() notified_at: Date | null;

  @DateTimeColumn({ default: NOW }) created_at: Date;
}
