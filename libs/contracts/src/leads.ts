import type { Requirement } from './marketplace.js';

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
