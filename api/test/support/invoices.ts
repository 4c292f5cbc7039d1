import type { PaidPurchase } from '../../src/modules/invoices/invoice.types';
import { freshIp, type MailOutbox, signupPayload } from './accounts';

type Http = () => import('supertest').Agent;

// Payment ids far above what billing's tests create, random per run: rows of earlier runs stay in the database.
let nextPaymentId = 2_000_000_000 + Math.floor(Math.random() * 1_000_000_000);

/** What billing hands over for a confirmed payment: by default Rs 999.00 for the Elite plan through PayU. */
export function paidPurchase(userId: number, overrides: Partial<PaidPurchase> = {}): PaidPurchase {
  const paymentId = nextPaymentId++;
  return {
    paymentId,
    userId,
    kind: 'elite',
    planId: 1,
    planName: 'Elite Membership',
    amountMinor: 99900,
    currency: 'INR',
    couponCode: null,
    paidAt: '2026-11-20T10:00:00.000Z',
    provider: 'payu',
    providerRef: `txn${paymentId}`,
    ...overrides,
  };
}

/** A verified member through the elite sign-up (the sign-up that takes a GST number); Surat, Gujarat by default. */
export async function invoicedMember(
  http: Http,
  outbox: MailOutbox,
  overrides: Record<string, unknown> = {},
) {
  const payload = { ...signupPayload(overrides), plan_id: 1 };
  await http().post('/api/users/elight-signup').set('X-Forwarded-For', freshIp()).send(payload).expect(201);
  const mail = await outbox.last<{ code: string }>(payload.email as string, 'email-otp');
  const res = await http()
    .post('/api/verify-email')
    .set('X-Forwarded-For', freshIp())
    .send({ email: payload.email, email_otp: mail!.code })
    .expect(200);
  return {
    id: res.body.data.id as number,
    email: payload.email as string,
    token: res.body.data.authorization as string,
  };
}
