import { PaymentReturnPaths, type PaymentView } from '@app/contracts';
import type { CurrencyEntity } from '../entities/currency.entity';
import type { PaymentEntity } from '../entities/payment.entity';
import { toMajor } from '../money';

/** Where the member's browser goes for this payment's state (the seeds' result pages). */
export function resultPath(payment: Pick<PaymentEntity, 'status' | 'purpose'>): string {
  if (payment.status === 'failed' || payment.status === 'superseded') return PaymentReturnPaths.fail;
  return payment.purpose === 'bluetick' ? PaymentReturnPaths.bluetickSuccess : PaymentReturnPaths.success;
}

export function toPaymentView(p: PaymentEntity, currency: CurrencyEntity): PaymentView {
  return {
    payment_id: p.id,
    purpose: p.purpose,
    provider: p.provider,
    status: p.status,
    amount: toMajor(p.amount_minor, currency.minor_unit),
    currency: p.currency,
    coupon_code: p.coupon_code,
    subscription_id: p.subscription_id,
    bluetick_payment_id: p.bluetick_request_id,
    paid_at: p.paid_at?.toISOString() ?? null,
    redirect_path: resultPath(p),
  };
}
