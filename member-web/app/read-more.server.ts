import {
  READ_MORE_TYPES,
  UserType,
  type ApiClient,
  type ContactAccess,
  type ContactSubject,
  type ConversationContextType,
  ManpowerMessages,
  type FranchiseOffer,
  type Job,
  type ReadMoreType,
  type Requirement,
  type RestaurantDetail,
  type SaleListing,
} from '@app/contracts';

import { rupees } from './components/owner/text';
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
  | { kind: 'interested'; label: 'Interested'; path: string }
  | { kind: 'apply'; label: 'Apply'; path: string }
  | { kind: 'quote'; label: 'Quote'; path: string };

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
const PER = ['Per Month', 'Per Year'] as const;

type Loose = Record<string, unknown>;

/**
 * Each read-more type declared once: the API's detail call and how its answer renders for this viewer
 * (the old client's table, its contact row and the one button). Adding a type is one entry here.
 */
interface ReadMoreKind {
  /** The detail call, before `/{id}`. */
  path: string;
  view(detail: unknown, id: number, me: MemberUser): ReadMoreView;
}

const READ_MORE: Record<ReadMoreType, ReadMoreKind> = {
  sell_my_restaurant: {
    path: 'restaurants/sell-my-restaurant',
    view(detail, id, me) {
      const s = detail as SaleListing;
      return {
        heading: `Restaurant on Sale: ${s.restaurant_type}`,
        photo: s.medias[0]?.path ?? null,
        images: s.medias.map((m) => m.path),
        rows: [
          ['Restaurant Type', s.restaurant_type],
          ['Opening Since', s.operate_since ?? ''],
          ['Running or Closed', s.is_closed_text],
          ['Turnover Per Month', rupees(s.turnover)],
          ['Current Cost Per Month', rupees(s.cost)],
          ['Profit Per Month', rupees(s.profit)],
          ['Expected Price', rupees(s.expected_price)],
          ['Price Include List', s.price_include_list ?? ''],
          ['City', place(s.city?.name, s.state?.name, s.country?.name)],
          ['Contact Person', s.contact_name ?? ''],
          ['Mobile No.', s.contact_phone ?? ''],
          ['Email Id', s.contact_email ?? ''],
        ],
        contact: contactOf('sale', id, s.contact_access, 'Shown once you show interest'),
        ...interest(s.user_id !== me.id, s.relation, `restaurants/sell-my-restaurants/interested/${id}`),
        message: s.user_id !== me.id ? { type: 'restaurant_sale', id } : null,
      };
    },
  },
  give_franchise: {
    path: 'restaurants/give-franchise',
    view(detail, id, me) {
      const f = detail as FranchiseOffer;
      return {
        heading: f.brand_name,
        photo: f.photo,
        images: f.images.map((m) => m.path),
        rows: [
          ['Brand Name', f.brand_name],
          ['Company Name', f.company_name],
          ['Segment', f.segment_multi ?? ''],
          ['Current Number of Outlets', String(f.outlet_count)],
          ['Franchisee Type', f.franchise_type ?? ''],
          ['Investment Needed', rupees(f.investment_needed)],
          ['Current Turnover Per Outlet', rupees(f.turnover)],
          ['ROI', f.return_on_investment ?? ''],
          ['Total Investment', rupees(f.total_investment)],
          ['Working Capital', rupees(f.working_capital)],
          ['Net Profit (Expected Per Month)', rupees(f.net_profit)],
          ['Expected Turnover of Franchisee', rupees(f.expected_turnover)],
          ['Franchisee Fees', rupees(f.franchise_fees)],
          ['Place', place(f.city?.name, f.state?.name, f.country?.name)],
          ['Contact Person Name', f.contact_name ?? ''],
          ['Mobile Number', f.contact_phone ?? ''],
          ['Contact Email', f.contact_email ?? ''],
        ],
        contact: contactOf('franchise', id, f.contact_access, 'Shown once you show interest'),
        ...interest(f.user_id !== me.id, f.relation, `restaurants/give-franchises/interested/${id}`),
        message: f.user_id !== me.id ? { type: 'franchise', id } : null,
      };
    },
  },
  job: {
    path: 'restaurants/job',
    view(detail, id, me) {
      const j = detail as Job;
      const canApply = me.user_type === UserType.Manpower && j.is_closed === 0;
      return {
        heading: j.title,
        photo: j.photo,
        images: [],
        rows: [
          ['Title', j.title],
          ['Position', j.position],
          ['Experience', j.experience ?? ''],
          ['Salary', `${rupees(j.salary)} ${PER[j.per]}`],
          ['Job Timing', [j.job_timing_from, j.job_timing_to].filter(Boolean).join(' to ')],
          ['Job Location', j.location ?? ''],
          ['Description', j.description ?? ''],
          ['Other Benefit', j.other_benefits ?? ''],
          ['Restaurant', j.restaurant.business_name ?? ''],
          ['Mobile No', j.restaurant.mobile_no ?? ''],
          ['Email ID', j.restaurant.email ?? ''],
          ['Status', j.is_closed ? 'Closed' : 'Open'],
        ],
        contact: contactOf('job', id, j.contact_access, ManpowerMessages.contactsAfterApplying),
        button:
          canApply && !j.relation
            ? { kind: 'apply', label: 'Apply', path: `mp/manpowers/apply-now-job/${id}` }
            : null,
        done: j.relation ? 'You have applied for this job.' : null,
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
    view(detail, id, me) {
      const r = detail as Requirement;
      const canQuote = me.user_type === UserType.Vendor && r.restaurant.user_id !== me.id;
      return {
        heading: r.title,
        photo: r.photo,
        images: [],
        rows: [
          ['Title', r.title],
          ['Description', r.description],
          ['Restaurant', r.restaurant.business_name || r.restaurant.name],
          ['Posted', new Date(r.created_at).toLocaleDateString('en-US', { dateStyle: 'long' })],
          ['Mobile', r.restaurant.mobile_no ?? ''],
          ['Email', r.restaurant.email ?? ''],
        ],
        contact: contactOf('requirement', id, r.contact_access, 'Quote to see'),
        button: canQuote ? { kind: 'quote', label: 'Quote', path: `vendor/vendors/interested/${id}` } : null,
        done: r.relation ? 'You have sent a quote; a new quote replaces it.' : null,
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
    view(detail, id) {
      const r = detail as RestaurantDetail;
      return {
        heading: r.business_name || r.name,
        photo: r.photo,
        images: [],
        rows: [
          ['Name', r.name],
          ['Restaurant Name', r.restaurant_name ?? ''],
          ['Business name', r.business_name ?? ''],
          ['Restaurant Type', r.restaurant_type ?? ''],
          ['City', place(r.city?.name, r.state?.name)],
          ['Main Office City', r.native_city?.name ?? ''],
          ['Website', r.business_url ?? ''],
          ['About', r.comments ?? ''],
          ['Facebook', r.facbook_url ?? ''],
          ['LinkedIn', r.linkedin_url ?? ''],
          ['Instagram', r.instagram_url ?? ''],
          ['Twitter', r.twiter_url ?? ''],
          ['Mobile No', r.mobile_no ?? ''],
          ['Email', r.email ?? ''],
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
    view(detail, id, me) {
      // Served by the vendor area's detail call: the old client's fields, as far as the API answers them.
      const v = detail as Loose;
      const products = Array.isArray(v.product_name) ? (v.product_name as Loose[]) : [];
      const owner = me.user_type === UserType.Restaurant && Number(v.user_id ?? v.id) !== me.id;
      return {
        heading: text(v.business_name) || text(v.name),
        photo: (v.photo as string | null) ?? null,
        images: [],
        rows: [
          ['Contact Person Name', text(v.name) || text((v.user as Loose | undefined)?.full_name)],
          ['Company Name', text(v.business_name)],
          ['Business Category', text(v.business_category)],
          ['Mobile', text(v.mobile_no)],
          ['Email', text(v.email)],
          ['Address', text(v.address)],
          ['Place', place(text(v.current_city ?? v.city), text(v.state), text(v.country))],
          ['Time To Provide Goods', text(v.time_limit)],
          ['About', text(v.comments)],
          ['GST No', text(v.gst_no)],
          ['Products', products.map((p) => `${text(p.name)} (${text(p.rate)})`).join(', ')],
        ],
        contact: null,
        ...interest(owner, Number(v.relation ?? 0) ? 1 : 0, `vendor/vendor/interested/${id}`),
      };
    },
  },
  Manpower: {
    path: 'mp/manpowers',
    view(detail, id) {
      const m = detail as Loose;
      return {
        heading: text(m.name) || text((m.user as Loose | undefined)?.full_name),
        photo: (m.photo as string | null) ?? null,
        images: [],
        rows: [
          ['Name', text(m.name) || text((m.user as Loose | undefined)?.full_name)],
          ['Category', text(m.type)],
          ['Business Category', text(m.business_category)],
          ['Qualification', text(m.qualification)],
          ['Experience', text(m.experience)],
          ['Place', place(text(m.current_city), text(m.state), text(m.country))],
          ['Main Office City', text(m.native_city)],
          ['About', text(m.comments)],
          ['Mobile', text(m.mobile_no)],
          ['Email', text(m.email)],
        ],
        button: null,
        done: null,
        // The CV and contact: Elite owners, with the professional's consent (decision 211).
        contact: contactOf(
          'cv',
          id,
          m.contact_access as ContactAccess | undefined,
          'Shared once they apply to your job',
        ),
      };
    },
  },
};

/** A detail answered by the API, as the page renders it for this viewer. */
export function readMoreView(type: ReadMoreType, id: number, detail: unknown, me: MemberUser): ReadMoreView {
  return READ_MORE[type].view(detail, id, me);
}

function interest(allowed: boolean, relation: number, path: string): Pick<ReadMoreView, 'button' | 'done'> {
  if (relation) return { button: null, done: 'You are interested.' };
  return { button: allowed ? { kind: 'interested', label: 'Interested', path } : null, done: null };
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
