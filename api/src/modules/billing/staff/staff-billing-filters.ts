import { InvalidInputError } from '../../../core/errors/domain-error';

export interface StaffPaymentFilter {
  /** A provider reference (PayU txnid or mihpayid, Razorpay order or payment id), or a payment id. */
  q?: string;
  status?: 'pending' | 'paid' | 'failed' | 'superseded';
  provider?: 'payu' | 'razorpay';
  purpose?: 'elite' | 'bluetick';
  user_id?: number;
  /** Started on or after / on or before these days (`YYYY-MM-DD`, UTC). */
  from?: string;
  to?: string;
}

export interface StaffSubscriptionFilter {
  status?: 'pending' | 'active' | 'cancelled';
  plan_id?: number;
  user_id?: number;
}

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

const absent = (value: unknown) => value === undefined || value === null || value === '';

function oneOf<T extends string>(field: string, value: unknown, allowed: readonly T[]): T | undefined {
  if (absent(value)) return undefined;
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
  throw new InvalidInputError({ [field]: [`${field} must be one of ${allowed.join(', ')}`] });
}

function id(field: string, value: unknown): number | undefined {
  if (absent(value)) return undefined;
  const n = typeof value === 'string' ? Number(value) : value;
  if (typeof n === 'number' && Number.isSafeInteger(n) && n >= 1 && n <= 4_294_967_295) return n;
  throw new InvalidInputError({ [field]: [`${field} must be a whole number`] });
}

function date(field: string, value: unknown): string | undefined {
  if (absent(value)) return undefined;
  if (typeof value === 'string' && DATE.test(value)) return value;
  throw new InvalidInputError({ [field]: [`${field} must be a date as YYYY-MM-DD`] });
}

export function checkedPaymentFilter(raw: Record<string, unknown>): StaffPaymentFilter {
  if (raw.q !== undefined && (typeof raw.q !== 'string' || raw.q.length > 100))
    throw new InvalidInputError({ q: ['q must be text of at most 100 characters'] });
  return {
    q: typeof raw.q === 'string' && raw.q.trim() ? raw.q.trim() : undefined,
    status: oneOf('status', raw.status, ['pending', 'paid', 'failed', 'superseded'] as const),
    provider: oneOf('provider', raw.provider, ['payu', 'razorpay'] as const),
    purpose: oneOf('purpose', raw.purpose, ['elite', 'bluetick'] as const),
    user_id: id('user_id', raw.user_id),
    from: date('from', raw.from),
    to: date('to', raw.to),
  };
}

export function checkedSubscriptionFilter(raw: Record<string, unknown>): StaffSubscriptionFilter {
  return {
    status: oneOf('status', raw.status, ['pending', 'active', 'cancelled'] as const),
    plan_id: id('plan_id', raw.plan_id),
    user_id: id('user_id', raw.user_id),
  };
}
