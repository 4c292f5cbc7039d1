import {
  READ_MORE_TYPES,
  UserType,
  type ApiClient,
  type ContactAccess,
  type ContactSubject,
  type ConversationContextType,
  type FranchiseOffer,
  type Job,
  type ReadMoreType,
  type Requirement,
  type RestaurantDetail,
  type SaleListing,
} from '@app/contracts';

import { rupees } from './components/owner/text';
import { formatDate } from './i18n/format';
import { i18nFor } from './i18n/i18n';
import { DEFAULT_LANGUAGE } from './i18n/languages';
import { idFrom } from './locations.server';
import type { MemberUser } from './types';

/**
 * The read-more pages (/read-more/{user_type_text}/{id}, decision 119): the detail call of
 * each type, its table (the old client's fields), and the one button the viewer may press.
 */

export const isReadMoreType = (value: string | undefined): value is ReadMoreType =>
  (READ_MORE_TYPES as readonly string[]).includes(value ?? '');

/** The button of a read-more page, with the API call its form posts to. */
export type ReadMoreButton =
  | { kind: 'interested'; label: string; path: string }
  | { kind: 'apply'; label: string; path: string }
  | { kind: 'quote'; label: string; path: string };

export interface ReadMoreView {
  heading: string;
  photo: string | null;
  images: string[];
  rows: Array<[string, string]>;
  button: ReadMoreButton | null;
  /** Shown in place of the button when it has been pressed (relation 1). */
  done: string | null;
  /**
   * The contact's row when the table cannot carry it yet: a "Show contact" button, the owner's "after a
   * quote / application" text or the Elite prompt (decision 210). Null when the rows already show it.
   */
  contact: ReadMoreContact | null;
  /**
   * The "Message" button's context: a franchise offer or sale listing, for anyone but its owner (the API
   * applies the listing's Elite rule, decision 270); a job or requirement through the viewer's own
   * application or quote, which the API names for them alone (decision 361); `to` names the owner for
   * screen readers when it is not the heading.
   */
  message?: { type: ConversationContextType; id: number; to?: string } | null;
}

export interface ReadMoreContact {
  subject: ContactSubject;
  id: number;
  access: ContactAccess;
  afterTrade: string;
}

/** The contact row of a detail, or null when its access is 'shown' (the rows carry it) or absent. */
function contactOf(
  subject: ContactSubject,
  id: number,
  access: ContactAccess | undefined,
  afterTrade: string,
): ReadMoreContact | null {
  if (!access || access === 'shown' || access === 'none') return null;
  return { subject, id, access, afterTrade };
}

const text = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object' && 'name' in (value as object))
    return String((value as { name: unknown }).name ?? '');
  return String(value);
};
const place = (...names: Array<string | null | undefined>) => names.filter(Boolean).join(', ');
const PER = ['perMonth', 'perYear'] as const;

/** The texts of the read-more pages (the `readMore` namespace), in the page's language. */
export type ReadMoreTexts = (key: string, options?: Record<string, unknown>) => string;

const english: ReadMoreTexts = (key, options) => i18nFor('en').t(`readMore:${key}`, options ?? {});

type Loose = Record<string, unknown>;

/**
 * Each read-more type declared once: the API's detail call and how its answer renders for this viewer
 * (the old client's table, its contact row and the one button). Adding a type is one entry here.
 */
interface ReadMoreKind {
  /** The detail call, before `/{id}`. */
  path: string;
  view(detail: unknown, id: number, me: MemberUser, t: ReadMoreTexts, language: string): ReadMoreView;
}

const READ_MORE: Record<ReadMoreType, ReadMoreKind> = {
  sell_my_restaurant: {
    path: 'restaurants/sell-my-restaurant',
    view(detail, id, me, t) {
      const s = detail as SaleListing;
      return {
        heading: t('saleHeading', { type: s.restaurant_type }),
        photo: s.medias[0]?.path ?? null,
        images: s.medias.map((m) => m.path),
        rows: [
          [t('rows.restaurantType'), s.restaurant_type],
          [t('rows.openingSince'), s.operate_since ?? ''],
          [t('rows.runningOrClosed'), s.is_closed_text],
          [t('rows.turnoverPerMonth'), rupees(s.turnover)],
          [t('rows.currentCostPerMonth'), rupees(s.cost)],
          [t('rows.profitPerMonth'), rupees(s.profit)],
          [t('rows.expectedPrice'), rupees(s.expected_price)],
          [t('rows.priceIncludeList'), s.price_include_list ?? ''],
          [t('rows.city'), place(s.city?.name, s.state?.name, s.country?.name)],
          [t('rows.contactPerson'), s.contact_name ?? ''],
          [t('rows.mobileNoDot'), s.contact_phone ?? ''],
          [t('rows.emailId'), s.contact_email ?? ''],
        ],
        contact: contactOf('sale', id, s.contact_access, t('afterInterest')),
        ...interest(s.user_id !== me.id, s.relation, `restaurants/sell-my-restaurants/interested/${id}`, t),
        message: s.user_id !== me.id ? { type: 'restaurant_sale', id } : null,
      };
    },
  },
  give_franchise: {
    path: 'restaurants/give-franchise',
    view(detail, id, me, t) {
      const f = detail as FranchiseOffer;
      return {
        heading: f.brand_name,
        photo: f.photo,
        images: f.images.map((m) => m.path),
        rows: [
          [t('rows.brandName'), f.brand_name],
          [t('rows.companyName'), f.company_name],
          [t('rows.segment'), f.segment_multi ?? ''],
          [t('rows.currentNumberOfOutlets'), String(f.outlet_count)],
          [t('rows.franchiseeType'), f.franchise_type ?? ''],
          [t('rows.investmentNeeded'), rupees(f.investment_needed)],
          [t('rows.currentTurnoverPerOutlet'), rupees(f.turnover)],
          [t('rows.roi'), f.return_on_investment ?? ''],
          [t('rows.totalInvestment'), rupees(f.total_investment)],
          [t('rows.workingCapital'), rupees(f.working_capital)],
          [t('rows.netProfitExpectedPerMonth'), rupees(f.net_profit)],
          [t('rows.expectedTurnoverOfFranchisee'), rupees(f.expected_turnover)],
          [t('rows.franchiseeFees'), rupees(f.franchise_fees)],
          [t('rows.place'), place(f.city?.name, f.state?.name, f.country?.name)],
          [t('rows.contactPersonName'), f.contact_name ?? ''],
          [t('rows.mobileNumber'), f.contact_phone ?? ''],
          [t('rows.contactEmail'), f.contact_email ?? ''],
        ],
        contact: contactOf('franchise', id, f.contact_access, t('afterInterest')),
        ...interest(f.user_id !== me.id, f.relation, `restaurants/give-franchises/interested/${id}`, t),
        message: f.user_id !== me.id ? { type: 'franchise', id } : null,
      };
    },
  },
  job: {
    path: 'restaurants/job',
    view(detail, id, me, t) {
      const j = detail as Job;
      const canApply = me.user_type === UserType.Manpower && j.is_closed === 0;
      return {
        heading: j.title,
        photo: j.photo,
        images: [],
        rows: [
          [t('rows.title'), j.title],
          [t('rows.position'), j.position],
          [t('rows.experience'), j.experience ?? ''],
          [t('rows.salary'), `${rupees(j.salary)} ${t(PER[j.per])}`],
          [t('rows.jobTiming'), [j.job_timing_from, j.job_timing_to].filter(Boolean).join(t('timingTo'))],
          [t('rows.jobLocation'), j.location ?? ''],
          [t('rows.description'), j.description ?? ''],
          [t('rows.otherBenefit'), j.other_benefits ?? ''],
          [t('rows.restaurant'), j.restaurant.business_name ?? ''],
          [t('rows.mobileNo'), j.restaurant.mobile_no ?? ''],
          [t('rows.emailIdUpper'), j.restaurant.email ?? ''],
          [t('rows.status'), j.is_closed ? t('closed') : t('open')],
        ],
        contact: contactOf('job', id, j.contact_access, t('afterApplying')),
        button:
          canApply && !j.relation
            ? { kind: 'apply', label: t('apply'), path: `mp/manpowers/apply-now-job/${id}` }
            : null,
        done: j.relation ? t('applied') : null,
        // The professional who applied talks to the owner about their application.
        message: j.my_application_id
          ? {
              type: 'application',
              id: j.my_application_id,
              to: j.restaurant.business_name ?? j.restaurant.name ?? undefined,
            }
          : null,
      };
    },
  },
  requirement: {
    path: 'restaurants/requirement',
    view(detail, id, me, t, language) {
      const r = detail as Requirement;
      const canQuote = me.user_type === UserType.Vendor && r.restaurant.user_id !== me.id;
      return {
        heading: r.title,
        photo: r.photo,
        images: [],
        rows: [
          [t('rows.title'), r.title],
          [t('rows.description'), r.description],
          [t('rows.restaurant'), r.restaurant.business_name || r.restaurant.name],
          [t('rows.posted'), postedDate(r.created_at, language)],
          [t('rows.mobile'), r.restaurant.mobile_no ?? ''],
          [t('rows.email'), r.restaurant.email ?? ''],
        ],
        contact: contactOf('requirement', id, r.contact_access, t('quoteToSee')),
        button: canQuote
          ? { kind: 'quote', label: t('quote'), path: `vendor/vendors/interested/${id}` }
          : null,
        done: r.relation ? t('quoted') : null,
        // The vendor who quoted talks to the owner about their quote.
        message: r.my_quote_id
          ? {
              type: 'quote',
              id: r.my_quote_id,
              to: r.restaurant.business_name || r.restaurant.name,
            }
          : null,
      };
    },
  },
  Restaurant: {
    path: 'restaurants/restaurants',
    view(detail, id, _me, t) {
      const r = detail as RestaurantDetail;
      return {
        heading: r.business_name || r.name,
        photo: r.photo,
        images: [],
        rows: [
          [t('rows.name'), r.name],
          [t('rows.restaurantName'), r.restaurant_name ?? ''],
          [t('rows.businessName'), r.business_name ?? ''],
          [t('rows.restaurantType'), r.restaurant_type ?? ''],
          [t('rows.city'), place(r.city?.name, r.state?.name)],
          [t('rows.mainOfficeCity'), r.native_city?.name ?? ''],
          [t('rows.website'), r.business_url ?? ''],
          [t('rows.about'), r.comments ?? ''],
          [t('rows.facebook'), r.facbook_url ?? ''],
          [t('rows.linkedin'), r.linkedin_url ?? ''],
          [t('rows.instagram'), r.instagram_url ?? ''],
          [t('rows.twitter'), r.twiter_url ?? ''],
          [t('rows.mobileNo'), r.mobile_no ?? ''],
          [t('rows.email'), r.email ?? ''],
        ],
        button: null,
        done: null,
        // The phone and e-mail: Elite vendors and professionals, with the owner's consent; without it the
        // page offers nothing (decision 213).
        contact:
          r.contact_access === 'after_trade' ? null : contactOf('restaurant', id, r.contact_access, ''),
      };
    },
  },
  Vendor: {
    path: 'vendor/vendor',
    view(detail, id, me, t) {
      // Served by the vendor area's detail call: the old client's fields, as far as the API answers them.
      const v = detail as Loose;
      const products = Array.isArray(v.product_name) ? (v.product_name as Loose[]) : [];
      const owner = me.user_type === UserType.Restaurant && Number(v.user_id ?? v.id) !== me.id;
      return {
        heading: text(v.business_name) || text(v.name),
        photo: (v.photo as string | null) ?? null,
        images: [],
        rows: [
          [t('rows.contactPersonName'), text(v.name) || text((v.user as Loose | undefined)?.full_name)],
          [t('rows.companyName'), text(v.business_name)],
          [t('rows.businessCategory'), text(v.business_category)],
          [t('rows.mobile'), text(v.mobile_no)],
          [t('rows.email'), text(v.email)],
          [t('rows.address'), text(v.address)],
          [t('rows.place'), place(text(v.current_city ?? v.city), text(v.state), text(v.country))],
          [t('rows.timeToProvideGoods'), text(v.time_limit)],
          [t('rows.about'), text(v.comments)],
          [t('rows.gstNo'), text(v.gst_no)],
          [t('rows.products'), products.map((p) => `${text(p.name)} (${text(p.rate)})`).join(', ')],
        ],
        contact: null,
        ...interest(owner, Number(v.relation ?? 0) ? 1 : 0, `vendor/vendor/interested/${id}`, t),
      };
    },
  },
  Manpower: {
    path: 'mp/manpowers',
    view(detail, id, _me, t) {
      const m = detail as Loose;
      return {
        heading: text(m.name) || text((m.user as Loose | undefined)?.full_name),
        photo: (m.photo as string | null) ?? null,
        images: [],
        rows: [
          [t('rows.name'), text(m.name) || text((m.user as Loose | undefined)?.full_name)],
          [t('rows.category'), text(m.type)],
          [t('rows.businessCategory'), text(m.business_category)],
          [t('rows.qualification'), text(m.qualification)],
          [t('rows.experience'), text(m.experience)],
          [t('rows.place'), place(text(m.current_city), text(m.state), text(m.country))],
          [t('rows.mainOfficeCity'), text(m.native_city)],
          [t('rows.about'), text(m.comments)],
          [t('rows.mobile'), text(m.mobile_no)],
          [t('rows.email'), text(m.email)],
        ],
        button: null,
        done: null,
        // The CV and contact: Elite owners, with the professional's consent (decision 211).
        contact: contactOf('cv', id, m.contact_access as ContactAccess | undefined, t('afterTheyApply')),
      };
    },
  },
};

/**
 * A detail answered by the API, as the page renders it for this viewer, with `t` the texts of the page's
 * `language` (English without them).
 */
export function readMoreView(
  type: ReadMoreType,
  id: number,
  detail: unknown,
  me: MemberUser,
  t: ReadMoreTexts = english,
  language: string = DEFAULT_LANGUAGE,
): ReadMoreView {
  return READ_MORE[type].view(detail, id, me, t, language);
}

/**
 * The day a requirement was posted: "March 12, 2026" in English (the old client's date), the format
 * helpers' "12 मार्च 2026" in the other languages.
 */
function postedDate(iso: string, language: string): string {
  if (language === DEFAULT_LANGUAGE) return new Date(iso).toLocaleDateString('en-US', { dateStyle: 'long' });
  return formatDate(iso, language);
}

function interest(
  allowed: boolean,
  relation: number,
  path: string,
  t: ReadMoreTexts,
): Pick<ReadMoreView, 'button' | 'done'> {
  if (relation) return { button: null, done: t('interestedDone') };
  return { button: allowed ? { kind: 'interested', label: t('interested'), path } : null, done: null };
}

export const detailPath = (type: ReadMoreType, id: number) => `${READ_MORE[type].path}/${id}`;

/** The id of a read-more route, or a 404. */
export function readMoreId(value: string | undefined): number {
  const id = idFrom(value);
  if (!id) throw new Response('Not Found', { status: 404 });
  return id;
}

/** GET the detail; null when the API keeps it for Elite members (the page then offers the upgrade). */
export async function loadDetail(api: ApiClient, type: ReadMoreType, id: number): Promise<unknown> {
  return (await api.get<unknown>(detailPath(type, id))).data;
}
