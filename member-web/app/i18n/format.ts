import { formatMoney, type TaxNote } from '@app/contracts';

import { timeAgo } from '../components/social/text';
import { DEFAULT_LANGUAGE, localeOf } from './languages';
import { i18nFor } from './i18n';

/**
 * Dates, relative times, numbers and money in the reader's language (issue 35, decision 323), all from
 * Intl: the Indian locales (en-IN, hi-IN) give the lakh grouping (1,50,000) and the month names. English
 * keeps the old client's own labels ("5 minutes ago", "₹499 plus GST"); digits stay Latin in every
 * language, as Indian sites and receipts write them. Dates are in India's time, as the invoices are.
 */
const TIME_ZONE = 'Asia/Kolkata';

/** "12 March 2026", "12 मार्च 2026". */
export function formatDate(value: string | number | Date, language: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(localeOf(language), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: TIME_ZONE,
  }).format(date);
}

const UNITS: ReadonlyArray<[seconds: number, unit: Intl.RelativeTimeFormatUnit]> = [
  [365 * 86_400, 'year'],
  [30 * 86_400, 'month'],
  [86_400, 'day'],
  [3_600, 'hour'],
  [60, 'minute'],
];

/**
 * "5 minutes ago" (the seeds' English labels, unchanged), "5 मिनट पहले", with the same steps in every
 * language: minutes, hours, days, months of 30 days, years; under a minute (or a little in the future)
 * "just now" / "अभी".
 */
export function formatTimeAgo(iso: string, language: string, now: Date = new Date()): string {
  if (language === DEFAULT_LANGUAGE) return timeAgo(iso, now);
  const seconds = Math.floor((now.getTime() - new Date(iso).getTime()) / 1000);
  if (!Number.isFinite(seconds)) return '';
  const format = new Intl.RelativeTimeFormat(localeOf(language), { numeric: 'always' });
  for (const [size, unit] of UNITS) {
    const count = Math.floor(seconds / size);
    if (count >= 1) return format.format(-count, unit);
  }
  return i18nFor(language).t('common:time.justNow');
}

/** 150000 → "1,50,000" (Indian grouping in every language of the site). */
export function formatNumber(value: number, language: string, fractionDigits?: number): string {
  return new Intl.NumberFormat(localeOf(language), {
    maximumFractionDigits: fractionDigits ?? 2,
    minimumFractionDigits: fractionDigits ?? 0,
  }).format(value);
}

/**
 * Money as the contracts write it ("₹1,50,000", "US$12", "AED 45": one symbol rule for every page,
 * decision 292), with the tax note in the reader's language ("₹499 plus GST", "₹499 + GST").
 */
export function formatPriceIn(
  amount: number | string,
  currency: string,
  tax: TaxNote,
  language: string,
): string {
  const money = formatMoney(amount, currency);
  const t = i18nFor(language).t;
  if (tax === 'gst-included') return t('common:money.gstIncluded', { money });
  if (tax === 'plus-gst') return t('common:money.plusGst', { money });
  if (tax === 'no-tax') return t('common:money.noTax', { money });
  return money;
}
