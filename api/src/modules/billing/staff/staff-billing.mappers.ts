import type {
  StaffBillingMemberRef,
  StaffPayment,
  StaffPaymentEvent,
  StaffSubscription,
} from '@app/contracts';
import type { MemberFacts } from '../../members';
import type { PaymentEventEntity } from '../entities/payment-event.entity';
import type { PaymentEntity } from '../entities/payment.entity';
import type { SubscriptionEntity } from '../entities/subscription.entity';
import { formatDecimal } from '../money';

// The shapes finance staff see are defined once, in @app/contracts (staff-finance.ts), for the console too.

const memberRef = (id: number, facts: MemberFacts | undefined): StaffBillingMemberRef => ({
  id,
  full_name: facts?.full_name ?? null,
  email: facts?.email ?? null,
});

export const toStaffPaymentEvent = (e: PaymentEventEntity): StaffPaymentEvent => ({
  id: Number(e.id),
  source: e.source,
  event: e.event,
  outcome: e.outcome,
  detail: e.detail as Record<string, unknown> | null,
  received_at: e.received_at.toISOString(),
});

export function toStaffPayment(
  p: PaymentEntity,
  member: MemberFacts | undefined,
  minorUnit: number,
  invoice: { id: number; invoice_no: string } | undefined,
): StaffPayment {
  return {
    id: p.id,
    user_id: p.user_id,
    member: memberRef(p.user_id, member),
    purpose: p.purpose,
    plan_id: p.plan_id,
    subscription_id: p.subscription_id,
    bluetick_request_id: p.bluetick_request_id,
    provider: p.provider,
    txnid: p.provider_order_id,
    provider_payment_id: p.provider_payment_id,
    currency: p.currency,
    list_amount: formatDecimal(p.list_amount_minor, minorUnit),
    discount: formatDecimal(p.discount_minor, minorUnit),
    amount: formatDecimal(p.amount_minor, minorUnit),
    coupon_code: p.coupon_code,
    status: p.status,
    failure_reason: p.failure_reason,
    paid_at: p.paid_at?.toISOString() ?? null,
    created_at: p.created_at.toISOString(),
    invoice: invoice ?? null,
  };
}

export function toStaffSubscription(
  s: SubscriptionEntity,
  member: MemberFacts | undefined,
  planName: string | undefined,
): StaffSubscription {
  return {
    id: s.id,
    user_id: s.user_id,
    member: memberRef(s.user_id, member),
    plan_id: s.plan_id,
    plan_name: planName ?? null,
    coupon_code: s.coupon_code,
    status: s.status,
    starts_at: s.status === 'active' ? s.starts_at.toISOString() : null,
    ends_at: s.ends_at?.toISOString() ?? null,
    created_at: s.created_at.toISOString(),
  };
}
