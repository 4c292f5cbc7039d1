import type { PaymentEventSource, PaymentProviderName } from '@app/contracts';
import { Entity } from 'typeorm';
import {
  BigIdColumn,
  CreatedAtColumn,
  JsonColumn,
  OptionalRefColumn,
  VarcharColumn,
} from '../../../core/database/columns';

export type { PaymentEventSource };

/**
 * Something a provider (or a check with it) told billing about a payment, kept for support ("I paid but
 * nothing happened"): what arrived, whether it was genuine, and what billing made of it. Insert only; no
 * secrets or hashes are kept, only the identifiers and the outcome.
 */
@Entity('payment_events')
export class PaymentEventEntity {
  @BigIdColumn() id: string;

  /** Null when the event named no payment billing knows (a forged or foreign post). */
  @OptionalRefColumn() payment_id: number | null;

  @VarcharColumn({ length: 16 }) provider: PaymentProviderName;
  @VarcharColumn({ length: 16 }) source: PaymentEventSource;

  /** The provider's event name, where it has one (`payment.captured`), else the source. */
  @VarcharColumn({ length: 64 }) event: string;

  /** What billing made of it: paid, failed, pending, rejected, unconfirmed, ignored… */
  @VarcharColumn({ length: 32 }) outcome: string;

  @JsonColumn({ nullable: true }) detail: object | null;
  @CreatedAtColumn() received_at: Date;
}
