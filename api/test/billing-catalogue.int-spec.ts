import { randomBytes } from 'node:crypto';
import { BillingMessages, type BlueTickStatusView, type CouponResult, type PlanEntry } from '@app/contracts';
import { CouponEntity } from '../src/modules/billing/entities/coupon.entity';
import { freshIp, signupPayload, signUpVerified } from './support/accounts';
import { useTestApi } from './support/api';

const api = useTestApi();
const { http, outbox, bearer } = api;

const anonymous = () => ({ 'X-Forwarded-For': freshIp() });

/** A coupon of its own for each test (codes are unique), valid unless the test says otherwise. */
async function coupon(over: Partial<CouponEntity> = {}): Promise<CouponEntity> {
  const repo = api.db.getRepository(CouponEntity);
  const code = `T${randomBytes(5).toString('hex').toUpperCase()}`;
  return repo.save(
    repo.create({
      code,
      kind: 'fixed',
      amount_off_minor: 50000,
      currency: 'INR',
      plan_id: 1,
      max_uses_per_member: 1,
      ...over,
    }),
  );
}

/** A place in another country (first state and city of it in the reference data). */
async function placeIn(countryId: number) {
  const [row] = await api.db.query(
    'SELECT s.id AS state_id, c.id AS city_id FROM states s JOIN cities c ON c.state_id = s.id WHERE s.country_id = ? ORDER BY s.id, c.id LIMIT 1',
    [countryId],
  );
  return { country_id: countryId, state_id: row.state_id as number, city_id: row.city_id as number };
}

const applyCoupon = (plan: number, countryId: number, code: string) =>
  http()
    .get(`/api/apply-coupon/${plan}`)
    .query({ country_id: countryId, coupon_code: code })
    .set(anonymous());

describe('GET user/plan', () => {
  it('prices Elite at ₹999 in India, first in the list, with the advertised coupon', async () => {
    await coupon({ is_advertised: true, code: `ADV${randomBytes(3).toString('hex').toUpperCase()}` });
    const res = await http().get('/api/user/plan').query({ country_id: 101 }).set(anonymous()).expect(200);
    const [elite, blueTick] = res.body.data as PlanEntry[];
    expect(elite).toMatchObject({
      id: 1,
      kind: 'elite',
      countries: {
        id: 101,
        currency: 'INR',
        currency_symbol: '₹',
        pivot: { amount: 999, amount_minor: 99900 },
      },
    });
    expect(elite.coupon_code).toEqual(expect.any(String));
    expect(blueTick).toMatchObject({
      id: 2,
      product_info: '1YearPlan',
      countries: {
        pivot: { amount: 1178.82, display_amount: 999, intro_amount: 678.64, intro_display_amount: 499 },
      },
    });
  });

  it('answers each priced country in its own currency and minor unit', async () => {
    const japan = await http().get('/api/user/plan').query({ country_id: 109 }).set(anonymous()).expect(200);
    expect(japan.body.data[0].countries).toMatchObject({
      id: 109,
      currency: 'JPY',
      minor_unit: 0,
      pivot: { amount: 1800, amount_minor: 1800 },
    });
    const kuwait = await http().get('/api/user/plan').query({ country_id: 117 }).set(anonymous()).expect(200);
    expect(kuwait.body.data[0].countries).toMatchObject({
      currency: 'KWD',
      minor_unit: 3,
      pivot: { amount: 3.7, amount_minor: 3700 },
    });
  });

  it('falls back to the USD price for a country without one', async () => {
    const nepal = await http().get('/api/user/plan').query({ country_id: 154 }).set(anonymous()).expect(200);
    expect(nepal.body.data[0].countries).toMatchObject({
      id: 154,
      name: 'Nepal',
      currency: 'USD',
      currency_symbol: '$',
      pivot: { amount: 12 },
    });
    expect(nepal.body.data[0].coupon_code).toBeNull();
  });

  it('refuses a country that does not exist with a field error', async () => {
    const res = await http().get('/api/user/plan').query({ country_id: 999999 }).set(anonymous()).expect(422);
    expect(res.body.errors.country_id).toBeDefined();
    await http().get('/api/user/plan').query({ country_id: 'abc' }).set(anonymous()).expect(422);
  });
});

describe('GET apply-coupon/1', () => {
  it('replaces the payable amount with the message the seeds show', async () => {
    const c = await coupon();
    const res = await applyCoupon(1, 101, c.code.toLowerCase()).expect(200);
    expect(res.body.message).toBe('Coupon Apply successfully');
    expect(res.body.data as CouponResult).toMatchObject({
      amount: 999,
      discount: 500,
      payable_amount: 499,
      applied_coupon: c.code,
      currency: 'INR',
    });
    // The seeds' client reads these next to message and data.
    expect(res.body).toMatchObject({ payable_amount: 499, applied_coupon: c.code });
  });

  it('takes a percentage off in a zero-decimal currency', async () => {
    const c = await coupon({
      kind: 'percent',
      amount_off_minor: null,
      percent_off_bps: 1500,
      currency: null,
    });
    const res = await applyCoupon(1, 109, c.code).expect(200);
    expect(res.body.data).toMatchObject({ currency: 'JPY', amount: 1800, payable_amount: 1530 });
  });

  it.each([
    ['unknown', () => Promise.resolve({ code: 'NOSUCHCODE' }), BillingMessages.couponUnknown],
    ['switched off', () => coupon({ is_active: false }), BillingMessages.couponUnknown],
    ['expired', () => coupon({ valid_until: new Date(Date.now() - 60_000) }), BillingMessages.couponExpired],
    [
      'not started',
      () => coupon({ valid_from: new Date(Date.now() + 86_400_000) }),
      BillingMessages.couponNotStarted,
    ],
    ['for another plan', () => coupon({ plan_id: 2 }), BillingMessages.couponWrongPlan],
  ])('refuses a coupon that is %s with 422 on coupon_code', async (_name, make, message) => {
    const c = await make();
    const res = await applyCoupon(1, 101, c.code).expect(422);
    expect(res.body).toMatchObject({ status_code: 422, message, errors: { coupon_code: [message] } });
  });

  it('refuses a rupee coupon in another currency', async () => {
    const c = await coupon();
    const res = await applyCoupon(1, 109, c.code).expect(422);
    expect(res.body.message).toBe(BillingMessages.couponWrongCurrency);
  });

  it('refuses a coupon whose uses are all taken by paid payments', async () => {
    const c = await coupon({ max_uses: 1 });
    const member = await signUpVerified(http, outbox);
    const sub = await http()
      .post('/api/subscription')
      .set(bearer(member.token))
      .send({ plan_id: 1 })
      .expect(201);
    await api.db.query(
      `INSERT INTO payments (user_id, purpose, plan_id, subscription_id, provider, provider_order_id, currency, list_amount_minor, discount_minor, amount_minor, coupon_id, coupon_code, status, paid_at)
       VALUES (?, 'elite', 1, ?, 'payu', ?, 'INR', 99900, 50000, 49900, ?, ?, 'paid', NOW(3))`,
      [member.id, sub.body.data.id, `used${randomBytes(6).toString('hex')}`, c.id, c.code],
    );
    const res = await applyCoupon(1, 101, c.code).expect(422);
    expect(res.body.message).toBe(BillingMessages.couponUsedUp);
  });

  it('validates its query', async () => {
    const res = await http()
      .get('/api/apply-coupon/1')
      .query({ country_id: 101 })
      .set(anonymous())
      .expect(422);
    expect(res.body.errors.coupon_code).toBeDefined();
  });
});

describe('POST subscription', () => {
  it('creates a pending Elite subscription: 201 with data.id, not yet subscribed', async () => {
    const member = await signUpVerified(http, outbox);
    const c = await coupon();
    const res = await http()
      .post('/api/subscription')
      .set(bearer(member.token))
      .send({ plan_id: 1, coupon_code: c.code })
      .expect(201);
    expect(res.body).toMatchObject({
      status_code: 201,
      data: { id: expect.any(Number), plan_id: 1, coupon_code: c.code, status: 'pending' },
    });
    const me = await http().get('/api/user').set(bearer(member.token)).expect(200);
    expect(me.body.data.is_subscribed).toBe(0);
  });

  it('refuses another plan, a bad coupon and anonymous callers', async () => {
    const member = await signUpVerified(http, outbox);
    const plan = await http()
      .post('/api/subscription')
      .set(bearer(member.token))
      .send({ plan_id: 2 })
      .expect(422);
    expect(plan.body.errors.plan_id).toBeDefined();
    const bad = await http()
      .post('/api/subscription')
      .set(bearer(member.token))
      .send({ plan_id: 1, coupon_code: 'NOSUCHCODE' })
      .expect(422);
    expect(bad.body.errors.coupon_code).toEqual([BillingMessages.couponUnknown]);
    await http().post('/api/subscription').set(anonymous()).send({ plan_id: 1 }).expect(401);
  });
});

describe('POST users/elight-signup with a coupon', () => {
  it('keeps a usable coupon on the pending subscription and refuses one that cannot be used', async () => {
    const usable = await coupon();
    const payload = { ...signupPayload(), plan_id: 1, coupon_code: usable.code };
    const ok = await http().post('/api/users/elight-signup').set(anonymous()).send(payload).expect(201);
    expect(ok.body.data.subscription).toMatchObject({ plan_id: 1, status: 'pending' });

    const refused = { ...signupPayload(), plan_id: 1, coupon_code: 'NO-SUCH-CODE' };
    const res = await http().post('/api/users/elight-signup').set(anonymous()).send(refused).expect(422);
    expect(res.body.errors).toHaveProperty('coupon_code');
    // Nothing was created: the same address can sign up once the coupon is dropped.
    await http()
      .post('/api/users/elight-signup')
      .set(anonymous())
      .send({ ...refused, coupon_code: '' })
      .expect(201);
  });
});

describe('GET bluetick-status', () => {
  it('offers the introductory price to an account of 15 days or less', async () => {
    const member = await signUpVerified(http, outbox);
    const res = await http().get('/api/bluetick-status').set(bearer(member.token)).expect(200);
    expect(res.body.data as BlueTickStatusView).toMatchObject({
      blue_tick: 0,
      offer: true,
      price: {
        amount: 678.64,
        currency: 'INR',
        display_amount: 499,
        strike_display_amount: 999,
        plus_tax: true,
        intro: true,
      },
      bluetick_payment_details: null,
    });
  });

  it('charges the standard price once the account is older than 15 days', async () => {
    const member = await signUpVerified(http, outbox);
    await api.db.query('UPDATE users SET created_at = NOW(3) - INTERVAL 20 DAY WHERE id = ?', [member.id]);
    const res = await http().get('/api/bluetick-status').set(bearer(member.token)).expect(200);
    expect(res.body.data).toMatchObject({
      offer: false,
      price: { amount: 1178.82, display_amount: 999, strike_display_amount: null, intro: false },
    });
  });

  it('prices a member abroad in their currency', async () => {
    const member = await signUpVerified(http, outbox, await placeIn(117));
    const res = await http().get('/api/bluetick-status').set(bearer(member.token)).expect(200);
    expect(res.body.data.price).toMatchObject({ amount: 1.85, currency: 'KWD', plus_tax: false });
  });
});

describe('GET my-wallet', () => {
  it('answers zero for a member who earned nothing', async () => {
    const member = await signUpVerified(http, outbox);
    const res = await http().get('/api/my-wallet').set(bearer(member.token)).expect(200);
    expect(res.body.data).toEqual({ total_amount: 0, currency: 'INR', currency_symbol: '₹' });
  });
});
