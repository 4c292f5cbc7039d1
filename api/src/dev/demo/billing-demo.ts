import type { INestApplicationContext } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AccountsService } from '../../modules/accounts/accounts.service';
import { CouponEntity } from '../../modules/billing/entities/coupon.entity';
import { DEMO_MEMBER_PASSWORD } from './demo-data';

/** The demo sales agent: a member whose coupon earns commission into their wallet (GET my-wallet). */
export const DEMO_AGENT = {
  user_type: '7',
  business_name: 'Atmnirbhar Sales Desk',
  first_name: 'Sagar',
  last_name: 'Agent',
  email: 'agent@restaurant.local',
  mobile_no: '9800000007',
  country_id: 101,
  state_id: 4030,
  city_id: 134096,
} as const;

type DemoCoupon = Pick<
  CouponEntity,
  | 'code'
  | 'kind'
  | 'amount_off_minor'
  | 'percent_off_bps'
  | 'currency'
  | 'plan_id'
  | 'max_uses'
  | 'max_uses_per_member'
  | 'commission_bps'
  | 'is_advertised'
>;

/**
 * Demo coupons. Plans and prices are not here: the API cannot charge without them, so migration
 * 1795300000200 loads them everywhere (decision 025).
 */
export const DEMO_COUPONS: DemoCoupon[] = [
  // The seeds' advertised promo code: ₹500 off Elite, once per member.
  {
    code: 'REST500',
    kind: 'fixed',
    amount_off_minor: 50000,
    percent_off_bps: null,
    currency: 'INR',
    plan_id: 1,
    max_uses: null,
    max_uses_per_member: 1,
    commission_bps: 0,
    is_advertised: true,
  },
  // 15% off Elite in any currency, 1000 uses in all.
  {
    code: 'WELCOME15',
    kind: 'percent',
    amount_off_minor: null,
    percent_off_bps: 1500,
    currency: null,
    plan_id: 1,
    max_uses: 1000,
    max_uses_per_member: 1,
    commission_bps: 0,
    is_advertised: false,
  },
  // The demo agent's code: ₹100 off Elite; the agent earns 10% of each payment.
  {
    code: 'AGENT100',
    kind: 'fixed',
    amount_off_minor: 10000,
    percent_off_bps: null,
    currency: 'INR',
    plan_id: 1,
    max_uses: null,
    max_uses_per_member: 1,
    commission_bps: 1000,
    is_advertised: false,
  },
];

/** Loads the billing demo data; safe to run again (coupons are matched by code, the agent by e-mail). */
export async function seedBillingDemo(app: INestApplicationContext): Promise<void> {
  const agent = await app
    .get(AccountsService)
    .upsertVerifiedMember({ ...DEMO_AGENT, password: DEMO_MEMBER_PASSWORD });
  const coupons = app.get<DataSource>(getDataSourceToken()).getRepository(CouponEntity);
  for (const coupon of DEMO_COUPONS) {
    const values = {
      ...coupon,
      agent_user_id: coupon.commission_bps ? agent.id : null,
      is_active: true,
      valid_from: null,
      valid_until: null,
    };
    const existing = await coupons.findOneBy({ code: coupon.code });
    if (existing) await coupons.update(existing.id, values);
    else await coupons.insert(values);
  }
  console.log(
    `Demo billing loaded: coupons ${DEMO_COUPONS.map((c) => c.code).join(', ')}; sales agent ${DEMO_AGENT.email}.`,
  );
}
