import { randomInt } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../../core/config/app-config';
import { DomainError } from '../../../../core/errors/domain-error';
import type { CurrencyEntity } from '../../entities/currency.entity';
import type { PaymentEntity } from '../../entities/payment.entity';
import type { PlanEntity } from '../../entities/plan.entity';
import { formatDecimal, parseDecimal } from '../../money';
import type { Buyer, PaymentProvider, ProviderVerdict, StartedPayment } from '../payment-provider';
import { callProvider } from '../provider-http';
import { sameHex } from '../signatures';
import { payuCommandHash, payuRequestHash, payuResponseHash, type PayuResponseFields } from './payu-hash';

const TXNID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 20 random letters and digits (the seeds' transaction id), from the CSPRNG. */
function newTxnid(): string {
  return Array.from({ length: 20 }, () => TXNID_ALPHABET[randomInt(TXNID_ALPHABET.length)]).join('');
}

/** PayU form values: a `|` would shift the hashed fields, and PayU limits their lengths. */
const formValue = (value: string, max: number) => value.replace(/\|/g, ' ').trim().slice(0, max);

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A PayU return or webhook whose hash and key are genuine. */
export type PayuResponse = PayuResponseFields & { mihpayid: string };

interface VerifyPaymentAnswer {
  status?: number;
  transaction_details?: Record<
    string,
    { status?: string; amt?: string; transaction_amount?: string; mihpayid?: string; error_Message?: string }
  >;
}

/**
 * PayU (India): the hosted payment page posted from the browser with a server-computed hash, the reverse
 * hash of its returns and webhooks, and its `verify_payment` command.
 */
@Injectable()
export class PayuGateway implements PaymentProvider {
  readonly name = 'payu' as const;

  constructor(private readonly config: AppConfig) {}

  async start(
    payment: PaymentEntity,
    plan: PlanEntity,
    currency: CurrencyEntity,
    buyer: Buyer,
  ): Promise<StartedPayment> {
    const txnid = newTxnid();
    const api = this.config.PUBLIC_API_URL.replace(/\/+$/, '');
    const hashed = {
      key: this.config.PAYU_KEY,
      txnid,
      amount: formatDecimal(payment.amount_minor, currency.minor_unit),
      productinfo: formValue(plan.product_info, 100),
      firstname: formValue(buyer.firstName, 60),
      email: formValue(buyer.email, 50),
      udf1: String(payment.id),
      udf2: payment.purpose,
      udf3: '',
      udf4: '',
      udf5: '',
    };
    const fields: Record<string, string> = {
      ...hashed,
      lastname: formValue(buyer.lastName, 60),
      phone: formValue(buyer.phone, 20),
      surl: `${api}/api/payments/payu/success`,
      furl: `${api}/api/payments/payu/failure`,
      service_provider: 'payu_paisa',
      hash: payuRequestHash(hashed, this.config.PAYU_SALT),
    };
    const action = `${this.config.PAYU_BASE_URL.replace(/\/+$/, '')}/_payment`;
    return {
      orderId: txnid,
      checkout: { payment_id: payment.id, provider: 'payu', payu: { action, fields } },
    };
  }

  /**
   * The posted fields if their reverse hash (with or without additional charges) and the merchant key are
   * genuine; null otherwise. Genuine means PayU sent it, not that the payment succeeded.
   */
  authenticate(post: Record<string, unknown>): PayuResponse | null {
    const fields: PayuResponse = {
      key: text(post.key),
      txnid: text(post.txnid),
      amount: text(post.amount),
      productinfo: text(post.productinfo),
      firstname: text(post.firstname),
      email: text(post.email),
      udf1: text(post.udf1),
      udf2: text(post.udf2),
      udf3: text(post.udf3),
      udf4: text(post.udf4),
      udf5: text(post.udf5),
      status: text(post.status),
      additional_charges: text(post.additional_charges) || undefined,
      mihpayid: text(post.mihpayid),
    };
    const genuine = sameHex(post.hash, payuResponseHash(fields, this.config.PAYU_SALT));
    return genuine && fields.key === this.config.PAYU_KEY ? fields : null;
  }

  /**
   * PayU's `cancel_refund_transaction` for the whole amount: var1 PayU's id of the payment (mihpayid), var2
   * a token of this payment's refund (PayU refuses a token twice, answering the first request's id), var3
   * the amount. PayU queues the refund with the bank; its request id is kept.
   */
  async refund(payment: PaymentEntity, currency: CurrencyEntity): Promise<{ refundId: string }> {
    const mihpayid = payment.provider_payment_id;
    if (!mihpayid) throw new DomainError(409, 'PayU has no id for this payment; it cannot be refunded.');
    const key = this.config.PAYU_KEY;
    const command = 'cancel_refund_transaction';
    const body = new URLSearchParams({
      key,
      command,
      var1: mihpayid,
      var2: `refund-${payment.id}`,
      var3: formatDecimal(payment.amount_minor, currency.minor_unit),
      hash: payuCommandHash(key, command, mihpayid, this.config.PAYU_SALT),
    });
    const url = `${this.config.PAYU_INFO_BASE_URL.replace(/\/+$/, '')}/merchant/postservice.php?form=2`;
    const { body: answer } = await callProvider<{
      status?: number;
      msg?: string;
      request_id?: string | number;
    }>('payu', url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body,
    });
    // status 1: queued now; status 0 with a request id: this token's refund was queued before.
    if (answer.request_id !== undefined && answer.request_id !== null && answer.request_id !== '')
      return { refundId: String(answer.request_id) };
    throw new DomainError(409, `PayU refused the refund: ${answer.msg ?? 'no reason given'}`);
  }

  /** PayU's `verify_payment` for the payment's txnid: the only status billing believes. */
  async lookup(payment: PaymentEntity, currency: CurrencyEntity): Promise<ProviderVerdict> {
    const txnid = payment.provider_order_id;
    if (!txnid) return { state: 'pending' };
    const key = this.config.PAYU_KEY;
    const hash = payuCommandHash(key, 'verify_payment', txnid, this.config.PAYU_SALT);
    const body = new URLSearchParams({ key, command: 'verify_payment', var1: txnid, hash });
    const url = `${this.config.PAYU_INFO_BASE_URL.replace(/\/+$/, '')}/merchant/postservice.php?form=2`;
    const { body: answer } = await callProvider<VerifyPaymentAnswer>('payu', url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body,
    });
    const details = answer.transaction_details?.[txnid];
    const status = details?.status?.toLowerCase();
    if (status === 'success') {
      // `amt` is what the form asked for; PayU's own additional charges are on top of it.
      const amountMinor = parseDecimal(details?.amt ?? details?.transaction_amount, currency.minor_unit);
      if (amountMinor === null || !details?.mihpayid)
        return { state: 'failed', reason: 'PayU reported a success without a readable amount' };
      return { state: 'paid', providerRef: details.mihpayid, amountMinor, currency: currency.code };
    }
    if (status === 'failure' || status === 'failed')
      return { state: 'failed', reason: details?.error_Message || 'PayU reported a failure' };
    return { state: 'pending' };
  }
}
