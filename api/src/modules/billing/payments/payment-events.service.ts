import type { PaymentProviderName } from '@app/contracts';
import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { PaymentEventEntity, type PaymentEventSource } from '../entities/payment-event.entity';

export interface PaymentEventInput {
  /** The payment the event is about; events about no known payment are not kept. */
  paymentId: number | null;
  provider: PaymentProviderName;
  source: PaymentEventSource;
  event?: string;
  outcome: string;
  detail?: Record<string, unknown>;
}

/** Text values cut to a sane length: what a provider posts is not trusted to be small. */
function bounded(detail: Record<string, unknown> | undefined): Record<string, unknown> | null {
  if (!detail) return null;
  return Object.fromEntries(
    Object.entries(detail)
      .slice(0, 20)
      .map(([k, v]) => [k.slice(0, 40), typeof v === 'string' ? v.slice(0, 200) : v]),
  );
}

/** The log of what providers told billing about each payment, for support and finance. */
@Injectable()
export class PaymentEventsService {
  private readonly logger = new Logger(PaymentEventsService.name);

  constructor(
    @InjectRepository(PaymentEventEntity) private readonly events: Repository<PaymentEventEntity>,
  ) {}

  /**
   * Keeps an event about a known payment; a failure to keep it is logged and never fails the payment's own
   * handling. Posts that name no payment are not kept (anyone can post them; the log says they came).
   */
  async record(input: PaymentEventInput): Promise<void> {
    if (input.paymentId === null) return;
    try {
      await this.events.insert({
        payment_id: input.paymentId,
        provider: input.provider,
        source: input.source,
        event: (input.event ?? input.source).slice(0, 64),
        outcome: input.outcome.slice(0, 32),
        detail: bounded(input.detail),
      });
    } catch (error) {
      this.logger.warn({
        msg: 'payment event not recorded',
        paymentId: input.paymentId,
        error: String(error),
      });
    }
  }

  /** A payment's events, newest first. */
  forPayment(paymentId: number, limit = 100): Promise<PaymentEventEntity[]> {
    return this.events.find({ where: { payment_id: paymentId }, order: { id: 'DESC' }, take: limit });
  }
}
