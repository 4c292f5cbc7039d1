import type { SelectQueryBuilder } from 'typeorm';
import { InvalidInputError } from '../../../core/errors/domain-error';
import type { InvoiceEntity } from '../entities/invoice.entity';
import { escapeLike } from '../../../core/database/escape-like';

/**
 * What the console filters invoices by; the list, its totals and both exports read the same filter, so an
 * export holds exactly the rows the list shows.
 */
export interface StaffInvoiceFilter {
  /** An invoice number (or its start), a GSTIN, a member's name, business name or e-mail, or a member id. */
  q?: string;
  /** The year a financial year starts in (2026 for FY 2026-27). */
  financial_year?: number;
  /** A calendar month of the invoice date, `YYYY-MM`. */
  month?: string;
  /** First and last invoice date, `YYYY-MM-DD`, both included. */
  from?: string;
  to?: string;
  kind?: 'elite' | 'bluetick';
  supply_type?: 'intra_state' | 'inter_state' | 'export';
  provider?: 'payu' | 'razorpay';
  user_id?: number;
}

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

function oneOf<T extends string>(field: string, value: unknown, allowed: readonly T[]): T | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
  throw new InvalidInputError({ [field]: [`${field} must be one of ${allowed.join(', ')}`] });
}

function wholeNumber(field: string, value: unknown, min: number, max: number): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const n = typeof value === 'string' ? Number(value) : value;
  if (typeof n === 'number' && Number.isSafeInteger(n) && n >= min && n <= max) return n;
  throw new InvalidInputError({ [field]: [`${field} must be a whole number from ${min} to ${max}`] });
}

function pattern(field: string, value: unknown, re: RegExp, shape: string): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'string' && re.test(value)) return value;
  throw new InvalidInputError({ [field]: [`${field} must be ${shape}`] });
}

/** The filter as the console sends it, checked field by field; anything malformed is a 422 naming it. */
export function checkedInvoiceFilter(raw: Record<string, unknown>): StaffInvoiceFilter {
  const q = raw.q;
  if (q !== undefined && (typeof q !== 'string' || q.length > 100))
    throw new InvalidInputError({ q: ['q must be text of at most 100 characters'] });
  const filter: StaffInvoiceFilter = {
    q: typeof q === 'string' && q.trim() ? q.trim() : undefined,
    financial_year: wholeNumber('financial_year', raw.financial_year, 2000, 2999),
    month: pattern('month', raw.month, MONTH, 'a month as YYYY-MM'),
    from: pattern('from', raw.from, DATE, 'a date as YYYY-MM-DD'),
    to: pattern('to', raw.to, DATE, 'a date as YYYY-MM-DD'),
    kind: oneOf('kind', raw.kind, ['elite', 'bluetick'] as const),
    supply_type: oneOf('supply_type', raw.supply_type, ['intra_state', 'inter_state', 'export'] as const),
    provider: oneOf('provider', raw.provider, ['payu', 'razorpay'] as const),
    user_id: wholeNumber('user_id', raw.user_id, 1, 4_294_967_295),
  };
  if (filter.from && filter.to && filter.from > filter.to)
    throw new InvalidInputError({ to: ['to must not be before from'] });
  return filter;
}

/** The first day of the month after `YYYY-MM`. */
function nextMonth(month: string): string {
  const [year, m] = month.split('-').map(Number);
  return m === 12 ? `${year + 1}-01-01` : `${year}-${String(m + 1).padStart(2, '0')}-01`;
}

/** Adds the filter's conditions to a query over `invoices` (alias `i`). */
export function applyInvoiceFilter(
  qb: SelectQueryBuilder<InvoiceEntity>,
  filter: StaffInvoiceFilter,
): SelectQueryBuilder<InvoiceEntity> {
  if (filter.financial_year !== undefined)
    qb.andWhere('i.financial_year = :fy', { fy: filter.financial_year });
  if (filter.month)
    qb.andWhere('i.invoice_date >= :monthStart AND i.invoice_date < :monthEnd', {
      monthStart: `${filter.month}-01`,
      monthEnd: nextMonth(filter.month),
    });
  if (filter.from) qb.andWhere('i.invoice_date >= :from', { from: filter.from });
  if (filter.to) qb.andWhere('i.invoice_date <= :to', { to: filter.to });
  if (filter.kind) qb.andWhere('i.kind = :kind', { kind: filter.kind });
  if (filter.supply_type) qb.andWhere('i.supply_type = :supply', { supply: filter.supply_type });
  if (filter.provider) qb.andWhere('i.provider = :provider', { provider: filter.provider });
  if (filter.user_id !== undefined) qb.andWhere('i.user_id = :userId', { userId: filter.user_id });
  if (filter.q) {
    const q = filter.q;
    const conditions = [
      'i.invoice_no LIKE :qStart',
      "JSON_VALUE(i.parties, '$.recipient.gstin') = :qUpper",
      "LOWER(JSON_VALUE(i.parties, '$.recipient.name')) LIKE :qAny",
      "LOWER(JSON_VALUE(i.parties, '$.recipient.businessName')) LIKE :qAny",
      "LOWER(JSON_VALUE(i.parties, '$.recipient.email')) LIKE :qAny",
    ];
    if (/^\d{1,10}$/.test(q)) conditions.push('i.user_id = :qId');
    qb.andWhere(`(${conditions.join(' OR ')})`, {
      qStart: `${escapeLike(q.toUpperCase())}%`,
      qUpper: q.toUpperCase(),
      qAny: `%${escapeLike(q.toLowerCase())}%`,
      qId: Number(q),
    });
  }
  return qb;
}
