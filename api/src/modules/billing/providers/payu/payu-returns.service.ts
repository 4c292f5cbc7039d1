import { Injectable, Logger } from '@nestjs/common';
import { ProviderUnavailableError } from '../../billing.errors';
import { CatalogueService } from '../../catalogue/catalogue.service';
import { PaymentEntity } from '../../entities/payment.entity';
import { parseDecimal } from '../../money';
import { PaymentConfirmationService } from '../../payments/payment-confirmation.service';
import { PaymentEventsService } from '../../payments/payment-events.service';
import { ProviderOrdersService } from '../../payments/provider-orders';
import { PayuGateway } from './payu.gateway';

/**
 * What came of a PayU post: `rejected` when it was not genuine or did not match the pending payment;
 * `unconfirmed` when verify_payment could not be reached (nothing changed; a later check decides).
 */
export interface PayuOutcome {
  state: 'paid' | 'failed' | 'pending' | 'rejected' | 'unconfirmed';
  payment: PaymentEntity | null;
}

/**
 * PayU's browser returns (surl/furl) and its webhook, verified alike: the reverse hash and key, then the
 * txnid, amount and payment id against the pending payment, then PayU's own `verify_payment`. The posted
 * status is never believed, and neither is which of surl/furl was used.
 */
@Injectable()
export class PayuReturnsService {
  private readonly logger = new Logger(PayuReturnsService.name);

  constructor(
    private readonly orders: ProviderOrdersService,
    private readonly payu: PayuGateway,
    private readonly catalogue: CatalogueService,
    private readonly confirmation: PaymentConfirmationService,
    private readonly events: PaymentEventsService,
  ) {}

  async handle(post: Record<string, unknown>, source: 'return' | 'webhook'): Promise<PayuOutcome> {
    const outcome = await this.decide(post, source);
    const text = (value: unknown) => (typeof value === 'string' ? value : null);
    await this.events.record({
      paymentId: outcome.payment?.id ?? null,
      provider: 'payu',
      source,
      outcome: outcome.state,
      // What PayU said, without its hash: enough for support to match the post with PayU's dashboard.
      detail: {
        txnid: text(post.txnid),
        mihpayid: text(post.mihpayid),
        posted_status: text(post.status),
        amount: text(post.amount),
        error: text(post.error_Message) ?? text(post.field9),
        payment_status: outcome.payment?.status ?? null,
      },
    });
    return outcome;
  }

  private async decide(post: Record<string, unknown>, source: 'return' | 'webhook'): Promise<PayuOutcome> {
    const fields = this.payu.authenticate(post);
    const payment = fields ? await this.orders.find('payu', fields.txnid) : null;
    const currency = payment ? await this.catalogue.currency(payment.currency) : null;
    const matches =
      !!fields &&
      !!payment &&
      !!currency &&
      fields.udf1 === String(payment.id) &&
      parseDecimal(fields.amount, currency.minor_unit) === payment.amount_minor;
    if (!matches) {
      this.logger.warn({
        msg: 'PayU post refused',
        source,
        txnid: typeof post.txnid === 'string' ? post.txnid.slice(0, 40) : null,
        genuine: !!fields,
      });
      return { state: 'rejected', payment: null };
    }
    try {
      const settled = await this.confirmation.settle(payment, await this.payu.lookup(payment, currency));
      return { state: settled.status === 'superseded' ? 'pending' : settled.status, payment: settled };
    } catch (error) {
      if (!(error instanceof ProviderUnavailableError)) throw error;
      this.logger.warn({
        msg: 'verify_payment unavailable; payment left pending',
        paymentId: payment.id,
        detail: error.detail,
      });
      return { state: 'unconfirmed', payment };
    }
  }
}
