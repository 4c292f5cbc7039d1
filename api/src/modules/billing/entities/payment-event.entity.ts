import type { PaymentEventSource, PaymentProviderName } from '@app/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type { PaymentEventSource };

/**
 * Something a provider (or a check with it) told billing about a payment, kept for support ("I paid but
 * nothing happened"): what arrived, whether it was genuine, and what billing made of it. Insert only; no
 * secrets or hashes are kept, only the identifiers and the outcome.
 */
@Entity('payment_events')
export class PaymentEventEntity {
  @PrimaryGeneratedColumn({ type: 'bigint', unsigned: true })
  id: string;

  /** Null when the event named no payment billing knows (a forged or foreign post). */
  @Column({ type: 'int', unsigned: true, nullable: true })
  payment_id: number | null;

  @Column({ type: 'varchar', length: 16 })
  provider: PaymentProviderName;

  @Column({ type: 'varchar', length: 16 })
  source: PaymentEventSource;

  /** The provider's event name, where it has one (`payment.captured`), else the source. */
  @Column({ type: 'varchar', length: 64 })
  event: string;

  /** What billing made of it: paid, failed, pending, rejected, unconfirmed, ignored… */
  @Column({ type: 'varchar', length: 32 })
  outcome: string;

  @Column({ type: 'json', nullable: true })
  detail: object | null;

  @CreateDateColumn({ type: 'datetime', precision: 3, default: () => 'CURRENT_TIMESTAMP(3)' })
  received_at: Date;
}
