import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A requirement sent to a matching vendor (decision 301): one row per requirement and vendor. */
@Entity('requirement_leads')
export class RequirementLeadEntity {
  @PrimaryGeneratedColumn({ type: 'bigint', unsigned: true })
  id: string;

  @Column({ type: 'int', unsigned: true })
  requirement_id: number;

  @Column({ type: 'int', unsigned: true })
  vendor_id: number;

  /** 1 while the lead waits for the vendor's daily digest mail, else null (decision 302). */
  @Column({ type: 'tinyint', nullable: true })
  in_digest: number | null;

  /** When its notification and mail were queued; null until then (a retried batch sends the rest). */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  notified_at: Date | null;

  @Column({ type: 'datetime', precision: 3, default: () => 'CURRENT_TIMESTAMP(3)' })
  created_at: Date;
}
