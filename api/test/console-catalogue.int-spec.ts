import { randomBytes } from 'node:crypto';
import { BillingMessages, type CheckoutData } from '@app/contracts';
import { Queue } from 'bullmq';
import { IsNull } from 'typeorm';
import { SessionService } from '../src/core/auth/session.service';
import { bullConnection } from '../src/core/queue/queue.module';
import { QueueName } from '../src/core/queue/queue-names';
import { PaymentEntity } from '../src/modules/billing/entities/payment.entity';
import { PlanPriceEntity } from '../src/modules/billing/entities/plan-price.entity';
import { freshIp, signUpVerified } from './support/accounts';
import { useTestApi } from './support/api';
import { listQuery, staffAuth, staffMember, type StaffMember } from './support/staff';

/**
 * The console's catalogue and operations (issue 16): coupons and plan prices as the superadmin edits them
 * and as checkout then applies them, the per-role dashboard, and the queue dashboard's authentication.
 */
const api = useTestApi();
const { http, outbox, bearer } = api;

type Member = Awaited<ReturnType<typeof signUpVerified>>;
let superadmin: StaffMember;
let finance: StaffMember;
let moderator: StaffMember;
let editor: StaffMember;

beforeAll(async () => {
  superadmin = await staffMember(api, 'superadmin', 'catalogue');
  finance = await staffMember(api, 'finance', 'catalogue');
  moderator = await staffMember(api, 'moderator', 'catalogue');
  editor = await staffMember(api, 'content_editor', 'catalogue');
});

const as = (staff: StaffMember) => ({
  get: (path: string) => http().get(path).set(staffAuth(staff)),
  post: (path: string, body: object) => http().post(path).set(staffAuth(staff)).send(body),
  put: (path: string, body: object) => http().put(path).set(staffAuth(staff)).send(body),
  delete: (path: string) => http().delete(path).set(staffAuth(staff)),
});

const code = () => `CON${randomBytes(4).toString('hex').toUpperCase()}`;
const fixedCoupon = (over: Record<string, unknown> = {}) => ({
  code: code(),
  kind: 'fixed',
  amount_off_minor: 20000,
  currency: 'INR',
  plan_id: 1,
  max_uses: 10,
  max_uses_per_member: 1,
  ...over,
});

function subscribe(member: Member, couponCode?: string) {
  return http()
    .post('/api/subscription')
    .set(bearer(member.token))
    .send({ plan_id: 1, coupon_code: couponCode });
}

async function eliteCheckout(member: Member, couponCode?: string) {
  const sub = await subscribe(member, couponCode).expect(201);
  const res = await http()
    .post('/api/payments/checkout')
    .set(bearer(member.token))
    .send({ purpose: 'elite', subscription_id: sub.body.data.id })
    .expect(201);
  return res.body.data as CheckoutData;
}

const paymentRow = (id: number) => api.db.getRepository(PaymentEntity).findOneByOrFail({ id });
const auditOf = async (action: string, targetId: number) =>
  api.db.query('SELECT `before`, `after` FROM audit_log WHERE action = ? AND target_id = ? ORDER BY id', [
    action,
    String(targetId),
  ]) as Promise<Array<{ before: unknown; after: unknown }>>;
const json = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);

describe('coupons in the console', () => {
  it('lets the superadmin create, edit and deactivate a coupon, each change in the audit log', async () => {
    const created = await as(superadmin).post('/admin-api/coupons', fixedCoupon()).expect(201);
    expect(created.body).toMatchObject({ kind: 'fixed', amount_off_minor: 20000, uses: 0, is_active: true });
    const id = created.body.id as number;
    const edited = await as(superadmin)
      .put(`/admin-api/coupons/${id}`, { ...created.body, amount_off_minor: 30000, is_active: false })
      .expect(200);
    expect(edited.body).toMatchObject({ id, amount_off_minor: 30000, is_active: false });
    expect(await auditOf('coupon.create', id)).toHaveLength(1);
    const [update] = await auditOf('coupon.update', id);
    expect(json(update!.before)).toMatchObject({ amount_off_minor: 20000, is_active: true });
    expect(json(update!.after)).toMatchObject({ amount_off_minor: 30000, is_active: false });
  });

  it('lets finance read coupons but not write them; other roles see none', async () => {
    const { body } = await as(superadmin).post('/admin-api/coupons', fixedCoupon()).expect(201);
    await as(finance).get(`/admin-api/coupons/${body.id}`).expect(200);
    await as(finance).post('/admin-api/coupons', fixedCoupon()).expect(403);
    await as(finance).put(`/admin-api/coupons/${body.id}`, body).expect(403);
    await as(finance).delete(`/admin-api/coupons/${body.id}`).expect(403);
    await as(moderator).get('/admin-api/coupons').expect(403);
    await as(editor).get('/admin-api/coupons').expect(403);
  });

  it('refuses rules the table cannot hold, field by field', async () => {
    const res = await as(superadmin)
      .post('/admin-api/coupons', { code: code(), kind: 'fixed', plan_id: 99999 })
      .expect(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['amount_off_minor', 'currency', 'plan_id']);
    const agent = await as(superadmin)
      .post('/admin-api/coupons', fixedCoupon({ currency: 'USD', agent_user_id: 1, commission_bps: 500 }))
      .expect(422);
    expect(agent.body.errors.currency).toBeDefined();
    const dates = await as(superadmin)
      .post(
        '/admin-api/coupons',
        fixedCoupon({ valid_from: '2026-12-01T00:00:00Z', valid_until: '2026-11-01T00:00:00Z' }),
      )
      .expect(422);
    expect(dates.body.errors.valid_until).toBeDefined();
    const first = fixedCoupon();
    await as(superadmin).post('/admin-api/coupons', first).expect(201);
    const dup = await as(superadmin)
      .post('/admin-api/coupons', { ...first })
      .expect(422);
    expect(dup.body.errors.code).toBeDefined();
  });

  it('deletes an unused coupon, but never a used one (409: deactivate it instead)', async () => {
    const unused = await as(superadmin).post('/admin-api/coupons', fixedCoupon()).expect(201);
    await as(superadmin).delete(`/admin-api/coupons/${unused.body.id}`).expect(200);
    await as(superadmin).get(`/admin-api/coupons/${unused.body.id}`).expect(404);
    expect(await auditOf('coupon.delete', unused.body.id)).toHaveLength(1);

    const used = await as(superadmin).post('/admin-api/coupons', fixedCoupon()).expect(201);
    const member = await signUpVerified(http, outbox);
    await eliteCheckout(member, used.body.code);
    const refused = await as(superadmin).delete(`/admin-api/coupons/${used.body.id}`).expect(409);
    expect(refused.body.message).toContain('Deactivate it instead');
    const renamed = await as(superadmin)
      .put(`/admin-api/coupons/${used.body.id}`, { ...used.body, code: code() })
      .expect(409);
    expect(renamed.body.message).toContain('cannot change');
    await as(superadmin)
      .put(`/admin-api/coupons/${used.body.id}`, { ...used.body, is_active: false })
      .expect(200);
  });

  it('lists paid uses so far with one grouped query per page', async () => {
    const { body } = await as(superadmin).post('/admin-api/coupons', fixedCoupon()).expect(201);
    const member = await signUpVerified(http, outbox);
    const started = await eliteCheckout(member, body.code);
    await api.db.query("UPDATE payments SET status = 'paid', paid_at = NOW(3) WHERE id = ?", [
      started.payment_id,
    ]);
    const res = await as(finance)
      .get('/admin-api/coupons')
      .query(listQuery({ filter: { q: body.code }, sort: ['id', 'DESC'], range: [0, 9] }))
      .expect(200);
    expect(res.headers['content-range']).toBe('coupons 0-0/1');
    expect(res.body[0]).toMatchObject({ id: body.id, uses: 1 });
  });
});

describe('checkout honours the coupons staff make', () => {
  it('applies a coupon created in the console at checkout', async () => {
    const { body } = await as(superadmin).post('/admin-api/coupons', fixedCoupon()).expect(201);
    const member = await signUpVerified(http, outbox);
    const started = await eliteCheckout(member, body.code);
    expect(await paymentRow(started.payment_id)).toMatchObject({
      discount_minor: 20000,
      coupon_id: body.id,
    });
  });

  it('applies a percentage coupon', async () => {
    const { body } = await as(superadmin)
      .post('/admin-api/coupons', { code: code(), kind: 'percent', percent_off_bps: 1000 })
      .expect(201);
    const member = await signUpVerified(http, outbox);
    const started = await eliteCheckout(member, body.code);
    const row = await paymentRow(started.payment_id);
    expect(row.discount_minor).toBe(Math.round(row.list_amount_minor / 10));
  });

  it.each([
    [
      'expired',
      { valid_from: '2025-01-01T00:00:00Z', valid_until: '2025-02-01T00:00:00Z' },
      BillingMessages.couponExpired,
    ],
    ['not started', { valid_from: '2099-01-01T00:00:00Z' }, BillingMessages.couponNotStarted],
    ['deactivated', { is_active: false }, BillingMessages.couponUnknown],
    ['for the blue tick only', { plan_id: 2 }, BillingMessages.couponWrongPlan],
  ])('refuses a coupon that is %s with the seed’s message', async (_name, over, message) => {
    const { body } = await as(superadmin).post('/admin-api/coupons', fixedCoupon(over)).expect(201);
    const member = await signUpVerified(http, outbox);
    const res = await subscribe(member, body.code).expect(422);
    expect(res.body.errors.coupon_code).toEqual([message]);
  });

  it('refuses a used-up coupon and a second use by the same member', async () => {
    const total = await as(superadmin)
      .post('/admin-api/coupons', fixedCoupon({ max_uses: 1, max_uses_per_member: null }))
      .expect(201);
    // An unpaid checkout holds no use (decision 228); a paid one does.
    const first = await eliteCheckout(await signUpVerified(http, outbox), total.body.code);
    await subscribe(await signUpVerified(http, outbox), total.body.code).expect(201);
    await api.db.query("UPDATE payments SET status = 'paid', paid_at = NOW(3) WHERE id = ?", [
      first.payment_id,
    ]);
    const late = await subscribe(await signUpVerified(http, outbox), total.body.code).expect(422);
    expect(late.body.errors.coupon_code).toEqual([BillingMessages.couponUsedUp]);

    const perMember = await as(superadmin)
      .post('/admin-api/coupons', fixedCoupon({ max_uses: null, max_uses_per_member: 1 }))
      .expect(201);
    const member = await signUpVerified(http, outbox);
    const started = await eliteCheckout(member, perMember.body.code);
    await api.db.query("UPDATE payments SET status = 'paid', paid_at = NOW(3) WHERE id = ?", [
      started.payment_id,
    ]);
    const again = await subscribe(member, perMember.body.code).expect(422);
    expect(again.body.errors.coupon_code).toEqual([BillingMessages.couponUsedByYou]);
  });
});

describe('plan prices in the console', () => {
  let indiaElite: PlanPriceEntity;
  beforeAll(async () => {
    indiaElite = await api.db.getRepository(PlanPriceEntity).findOneByOrFail({ plan_id: 1, country_id: 101 });
  });
  afterAll(async () => {
    // Shared test database: the price goes back to what the seed data says.
    await api.db.getRepository(PlanPriceEntity).save(indiaElite);
  });

  it('lists plans and their prices for finance; only the superadmin changes them', async () => {
    const plans = await as(finance).get('/admin-api/plans').expect(200);
    expect(plans.body.map((p: { kind: string }) => p.kind)).toEqual(['elite', 'bluetick']);
    const prices = await as(finance)
      .get('/admin-api/plan-prices')
      .query(listQuery({ filter: { plan_id: 1 }, range: [0, 99] }))
      .expect(200);
    expect(prices.body).toContainEqual(expect.objectContaining({ id: indiaElite.id, currency: 'INR' }));
    await as(finance)
      .put(`/admin-api/plan-prices/${indiaElite.id}`, { ...prices.body[0] })
      .expect(403);
    await as(moderator).get('/admin-api/plan-prices').expect(403);
  });

  it('applies a new price to new checkouts only, and records the change', async () => {
    const before = await signUpVerified(http, outbox);
    const started = await eliteCheckout(before);
    const oldAmount = (await paymentRow(started.payment_id)).amount_minor;
    expect(oldAmount).toBe(indiaElite.amount_minor);

    const raised = indiaElite.amount_minor + 10000;
    await as(superadmin)
      .put(`/admin-api/plan-prices/${indiaElite.id}`, {
        ...indiaElite,
        amount_minor: raised,
        display_minor: raised,
      })
      .expect(200);
    const [change] = await auditOf('plan_price.update', indiaElite.id);
    expect(json(change!.before)).toMatchObject({ amount_minor: indiaElite.amount_minor });
    expect(json(change!.after)).toMatchObject({ amount_minor: raised });

    // The checkout already started keeps its price; the provider is asked for that amount.
    expect((await paymentRow(started.payment_id)).amount_minor).toBe(oldAmount);
    const after = await signUpVerified(http, outbox);
    const next = await eliteCheckout(after);
    expect((await paymentRow(next.payment_id)).amount_minor).toBe(raised);
  });

  it('keeps the price for every other country, and refuses a second price for one country', async () => {
    const world = await api.db
      .getRepository(PlanPriceEntity)
      .findOneByOrFail({ plan_id: 1, country_id: IsNull() });
    await as(superadmin).delete(`/admin-api/plan-prices/${world.id}`).expect(409);
    const dup = await as(superadmin)
      .post('/admin-api/plan-prices', { ...indiaElite, id: undefined })
      .expect(422);
    expect(dup.body.errors.country_id).toBeDefined();
  });
});

describe('the dashboard', () => {
  it('answers each role only its sections', async () => {
    const of = async (staff: StaffMember) =>
      Object.keys((await as(staff).get('/admin-api/dashboard').expect(200)).body).sort();
    expect(await of(superadmin)).toEqual(['days', 'moderation', 'queues', 'revenue', 'role', 'signups']);
    expect(await of(moderator)).toEqual(['days', 'moderation', 'role', 'signups']);
    expect(await of(finance)).toEqual(['days', 'revenue', 'role', 'signups']);
    expect(await of(editor)).toEqual(['days', 'role', 'signups']);
  });

  it('counts today’s sign-ups and paid revenue', async () => {
    const read = async () => (await as(superadmin).get('/admin-api/dashboard').expect(200)).body;
    const today = new Date().toISOString().slice(0, 10);
    const first = await read();
    expect(first.days).toHaveLength(30);
    expect(first.days[29]).toBe(today);
    const member = await signUpVerified(http, outbox);
    const started = await eliteCheckout(member);
    await api.db.query("UPDATE payments SET status = 'paid', paid_at = NOW(3) WHERE id = ?", [
      started.payment_id,
    ]);
    const amount = (await paymentRow(started.payment_id)).amount_minor;
    const second = await read();
    const signups = (body: typeof first) =>
      body.signups.find((d: { day: string }) => d.day === today).count as number;
    const elite = (body: typeof first) =>
      body.revenue
        .find((r: { currency: string }) => r.currency === 'INR')
        .days.find((d: { day: string }) => d.day === today).elite_minor as number;
    expect(signups(second) - signups(first)).toBe(1);
    expect(elite(second) - elite(first)).toBe(amount);
    expect(second.queues.map((q: { queue: string }) => q.queue).sort()).toEqual(
      Object.values(QueueName).sort(),
    );
  });
});

describe('the queue dashboard', () => {
  const board = '/admin-api/queues/board';

  async function open(staff: StaffMember): Promise<string> {
    const { body } = await as(staff).post('/admin-api/queues/session', {}).expect(200);
    const res = await http().get(body.url).set('X-Forwarded-For', freshIp()).expect(303);
    const cookie = (res.headers['set-cookie'] as unknown as string[])[0]!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    return cookie.split(';')[0]!;
  }

  it('is closed to anyone without a board session, and to every role but the superadmin', async () => {
    await http().get(`${board}/`).expect(401);
    await http().get(`${board}/api/queues`).expect(401);
    await http().post('/admin-api/queues/session').expect(401);
    const memberToken = await api.app.get(SessionService).issue('member', 1, 300);
    await http().post('/admin-api/queues/session').auth(memberToken, { type: 'bearer' }).expect(401);
    for (const staff of [finance, moderator, editor])
      await as(staff).post('/admin-api/queues/session', {}).expect(403);
    await http().get(`${board}/`).set('Authorization', `Bearer ${superadmin.token}`).expect(401);
  });

  it('trades a one-time ticket for a board session, and ends with the console session', async () => {
    const staff = await staffMember(api, 'superadmin', `board${randomBytes(3).toString('hex')}`);
    const { body } = await as(staff).post('/admin-api/queues/session', {}).expect(200);
    const first = await http().get(body.url).expect(303);
    expect(first.headers.location).toBe(`${board}/`);
    await http().get(body.url).expect(401);
    const cookie = (first.headers['set-cookie'] as unknown as string[])[0]!.split(';')[0]!;
    const page = await http().get(`${board}/`).set('Cookie', cookie).expect(200);
    expect(page.text).toContain('__UI_CONFIG__');
    const queues = await http().get(`${board}/api/queues`).set('Cookie', cookie).expect(200);
    expect(queues.body.queues.map((q: { name: string }) => q.name).sort()).toEqual(
      Object.values(QueueName).sort(),
    );
    await http().post('/admin-api/auth/logout').set(staffAuth(staff)).expect(204);
    await http().get(`${board}/api/queues`).set('Cookie', cookie).expect(401);
  });

  it('removes a job and writes it to the audit log', async () => {
    const queue = new Queue(QueueName.Maintenance, { connection: bullConnection(process.env.REDIS_URL!) });
    try {
      const job = await queue.add('console-board-test', {}, { delay: 3_600_000 });
      const cookie = await open(superadmin);
      await http()
        .put(`${board}/api/queues/${QueueName.Maintenance}/${job.id}/clean`)
        .set('Cookie', cookie)
        .expect(204);
      expect(await queue.getJob(job.id!)).toBeUndefined();
      await new Promise((resolve) => setTimeout(resolve, 100));
      const [entry] = await api.db.query(
        "SELECT staff_id, summary FROM audit_log WHERE action = 'queue.clean' ORDER BY id DESC LIMIT 1",
      );
      expect(entry).toMatchObject({ staff_id: superadmin.id });
      expect(entry.summary).toContain(`job ${job.id}`);
    } finally {
      await queue.close();
    }
  });
});
