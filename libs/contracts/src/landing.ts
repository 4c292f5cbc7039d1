/** Figures of the public landing page's about block (seeds, document 1, section 1). */
export const LANDING_STATS = [
  { value: '8', label: 'Countries' },
  { value: '74', label: 'Cities' },
  { value: '80,000+', label: 'Customers' },
  { value: '3.5 million', label: 'People reached' },
] as const;

export const ELITE_PLAN_ID = 1;
export const BLUE_TICK_PLAN_ID = 2;
export const ELITE_DEFAULT_PRICE_INR = 999;
export const ADVERTISED_PROMO_CODE = 'REST500';
