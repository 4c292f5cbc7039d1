// The records of the console's catalogue and operations screens (`/admin-api`, issue 16), as the API serves
// them. The console types its screens with them; the API's mappers `satisfies` them.
import type { StaffRole } from './users.js';

/** GET /admin-api/coupons: a coupon with its paid uses so far. Amounts in minor units, percentages in bps. */
export interface StaffCouponRecord {
  id: number;
  code: string;
  kind: 'fixed' | 'percent';
  amount_off_minor: number | null;
  percent_off_bps: number | null;
  currency: string | null;
  plan_id: number | null;
  valid_from: string | null;
  valid_until: string | null;
  max_uses: number | null;
  max_uses_per_member: number | null;
  agent_user_id: number | null;
  agent_name: string | null;
  commission_bps: number;
  is_advertised: boolean;
  is_active: boolean;
  uses: number;
  created_at: string;
  updated_at: string;
}

/** GET /admin-api/plans */
export interface StaffPlanRecord {
  id: number;
  kind: 'elite' | 'bluetick';
  name: string;
  product_info: string;
  duration_months: number;
}

/** GET /admin-api/plan-prices: a plan's price in one country (country_id null: every other country). */
export interface StaffPlanPriceRecord {
  id: number;
  plan_id: number;
  country_id: number | null;
  currency: string;
  amount_minor: number;
  display_minor: number;
  intro_amount_minor: number | null;
  intro_display_minor: number | null;
}

/** GET /admin-api/dashboard: only the sections the caller's role may see are present. */
export interface StaffDashboard {
  role: StaffRole;
  /** The 30 days the charts cover (UTC, oldest first, YYYY-MM-DD). */
  days: string[];
  moderation?: {
    open: number;
    overdue: number;
    child_safety_open: number;
    escalations_open: number;
    appeals_open: number;
    bluetick_pending: number;
  };
  signups?: Array<{ day: string; count: number }>;
  revenue?: Array<{
    currency: string;
    days: Array<{ day: string; elite_minor: number; bluetick_minor: number }>;
  }>;
  queues?: Array<{ queue: string; waiting: number | null; active: number | null; failed: number | null }>;
}
