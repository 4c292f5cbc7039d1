import type { DirectoryCard, Job, Requirement } from './marketplace.js';

/**
 * Trade categories and leads (issue 32, decisions 300–302): the list staff edit, what a vendor picks on
 * the vendor profile, and the leads a requirement sends to the vendors it matches.
 */
export const LEAD_LIMITS = {
  /** Categories a vendor may pick. */
  maxVendorCategories: 5,
  /** Cities and states a vendor may say they serve (each). */
  maxServedCities: 20,
  maxServedStates: 10,
  nameMaxLength: 100,
  keywordsMaxLength: 1000,
} as const;

/** `GET /api/trade-categories`: one category as members see it. */
export interface TradeCategory {
  id: number;
  name: string;
  name_hi: string;
}

/** `admin-api/trade-categories`: a category as the console edits it. */
export interface StaffTradeCategory {
  id: number;
  name_en: string;
  name_hi: string;
  /** The words a requirement's category is suggested from, comma-separated. */
  keywords: string;
  /** Lower first in lists. */
  position: number;
  created_at: string;
  updated_at: string;
}

/** The body of `POST` and `PUT admin-api/trade-categories`. */
export interface StaffTradeCategoryPayload {
  name_en: string;
  name_hi: string;
  keywords?: string;
  position?: number;
}

/** How a member hears of a new lead by mail (the in-site notification comes always). */
export const LEAD_MAIL_CHOICES = ['instant', 'daily', 'none'] as const;
export type LeadMail = (typeof LEAD_MAIL_CHOICES)[number];
export const LEAD_MAIL_LABEL: Record<LeadMail, string> = {
  instant: 'At once, one mail per lead',
  daily: 'Once a day, in one mail (around 8:30 am IST)',
  none: 'No mails (leads stay on the leads page and in notifications)',
};

/** `GET /api/vendor/leads`: a requirement routed to the vendor, with the quotes it already received. */
export interface RequirementLead extends Requirement {
  /** When it was sent to the vendor (ISO 8601). */
  lead_at: string;
  /** Quotes the requirement received so far (from every vendor). */
  quotes_received: number;
}

/** What a professional may ask job alerts for (decision 345). */
export const JOB_ALERT_LIMITS = {
  maxPositions: 5,
  positionMaxLength: 60,
  maxCities: 10,
} as const;

/** The job alert part of a professional's own profile (`GET mp/manpowers/my-profile`). */
export interface JobWants {
  /** The positions as the professional wrote them ("Head chef", "Tandoor cook"). */
  positions: string[];
  /** Cities wanted; none: the professional's own city. */
  cities: Array<{ id: number; name: string }>;
  /** Rupees per month; null: any salary. */
  min_salary: number | null;
}

/** `GET mp/manpowers/job-alerts`: an open job routed to the professional. */
export interface JobAlert extends Job {
  /** When it was sent to the professional (ISO 8601). */
  alert_at: string;
}

/** Members the owner of a listing is shown as matching it (decision 347), at most this many. */
export const SUGGESTED_MEMBERS_LIMIT = 10;

/**
 * `GET restaurants/requirement/{id}/suggested-vendors`, `GET restaurants/job/{id}/suggested-professionals`:
 * a matching member, blue tick first, then Elite, then the most recently active.
 */
export interface SuggestedMember extends DirectoryCard {
  is_elite: 0 | 1;
  /** 1 when the listing was already sent to them (routed or invited). */
  lead_sent: 0 | 1;
}
