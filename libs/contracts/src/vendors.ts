/**
 * The marketplace, part 2: the vendor's side (docs/product.md#vendor-area: profile, products, enquiries,
 * quotes) and the owners' quote comparison (issue 12, "Beyond the seed"). Field names are the seeds'
 * (`product_name` is the list of products, `time_limit` the time to provide goods, `comments` About You,
 * `is_intrested`). Rates are rupees in the API (paise in the database, decision 077).
 */
import type { NamedRef } from './accounts.js';
import type { DirectoryCard } from './marketplace.js';

/** Limits of the vendor profile the API enforces and the form explains. */
export const VENDOR_LIMITS = {
  /** Products of one vendor (`product_name[0]` … `product_name[49]`). */
  maxProducts: 50,
  productNameMaxLength: 191,
  businessCategoryMaxLength: 191,
  timeLimitMaxLength: 100,
} as const;

/** Texts of the vendor routes and the quote comparison. */
export const VendorMessages = {
  vendorNotFound: 'Vendor not found.',
  quoteNotFound: 'Quote not found.',
  quoteAccepted: 'Quote accepted.',
  alreadyAwarded: 'Another quote has already been accepted for this requirement.',
  awardedNoQuotes: 'This requirement has been awarded and takes no more quotes.',
  vendorArea: 'Only vendors can use this facility.',
} as const satisfies Record<string, string>;

/** One product of a vendor: its name and rate (rupees). */
export interface VendorProduct {
  name: string;
  rate: number;
}

/** `vendor` of `GET user` / `GET users/{id}` for a vendor with a profile: public fields only. */
export interface MemberVendor {
  /** The vendor's user id. */
  id: number;
  /** Contact person name. */
  name: string | null;
  business_category: string | null;
  /** Time to provide goods (free text, e.g. "2 days"). */
  time_limit: string | null;
  /** About You. */
  comments: string | null;
  /** Main office city (the seed's native_city). */
  native_city: NamedRef | null;
  product_name: VendorProduct[];
  /** ISO 8601: when the vendor last saved the profile. */
  updated_at: string;
}

/** `GET vendor/profile`: the vendor's own profile, contact details included. */
export interface VendorProfile {
  id: number;
  user_id: number;
  /** Contact person name. */
  name: string | null;
  photo: string | null;
  /** Company name. */
  business_name: string | null;
  business_category: string | null;
  email: string;
  mobile_no: string | null;
  address: string | null;
  gst_no: string | null;
  comments: string | null;
  time_limit: string | null;
  country: NamedRef | null;
  state: NamedRef | null;
  native_city_id: number | null;
  native_city: NamedRef | null;
  current_city_id: number | null;
  current_city: NamedRef | null;
  product_name: VendorProduct[];
  user_type_text: 'Vendor';
  user: { full_name: string };
  /** The trade categories the vendor picked (at most 5) and the places they serve (decision 301). */
  trade_categories: Array<{ id: number; name: string; name_hi: string }>;
  served_cities: NamedRef[];
  served_states: NamedRef[];
}

/**
 * `POST users/{id}` for a vendor (multipart): the vendor fields on top of the member fields. Products go
 * as `product_name[i][name]`, `product_name[i][rate]`; sending them replaces the whole list, and
 * `product_name` sent empty clears it. Left out, the list stays.
 */
export interface VendorProfilePayload {
  name?: string;
  business_name?: string;
  business_category?: string;
  mobile_no?: string;
  address?: string;
  gst_no?: string;
  comments?: string;
  time_limit?: string;
  main_office_city?: string;
  country_id?: number | string;
  state_id?: number | string;
  native_city_id?: number | string;
  current_city_id?: number | string;
  product_name?: Array<{ name: string; rate: number | string }> | '';
  /**
   * Trade category ids (at most 5), and the city and state ids served: lists (`trade_category_ids[]`) or
   * comma-separated; sent empty clears. Served places left empty: the vendor's own city.
   */
  trade_category_ids?: Array<number | string> | string;
  served_city_ids?: Array<number | string> | string;
  served_state_ids?: Array<number | string> | string;
}

/** `GET vendor/vendor` and `GET vendor/promotevendors` rows: the card, no contact details. */
export interface VendorCard extends DirectoryCard {
  business_category: string | null;
  product_name: VendorProduct[];
}

/**
 * `GET vendor/vendor/{id}` (the read-more page of a vendor). Elite members only (the vendor themself
 * excepted). `email` and `mobile_no` are null unless the caller is the vendor.
 */
export interface VendorDetail extends VendorCard {
  /** The contact person's name, or the member's name when the profile names none. */
  name: string;
  full_name: string;
  comments: string | null;
  time_limit: string | null;
  country: NamedRef | null;
  native_city: NamedRef | null;
  email: string | null;
  mobile_no: string | null;
  user_type_text: string;
  /** 1 once the caller (an owner) showed interest (`POST vendor/vendor/interested/{id}`). */
  relation: 0 | 1;
}

/** `POST vendor/vendor/interested/{vendorId}` (an owner is interested in a vendor). */
export interface VendorInterestPayload {
  /** Must be 1. */
  is_intrested: number | string;
}

/** `GET vendor/vendor-inquiry` rows: the owners who showed interest in the vendor, newest first. */
export interface VendorEnquiry {
  id: number;
  restaurant: { id: number; name: string; business_name: string | null };
  /** ISO 8601. */
  created_at: string;
}

/** `GET restaurants/requirement/{id}/quotes` rows: one vendor's quote, for the requirement's owner. */
export interface ComparedQuote {
  id: number;
  rate: number;
  remark: string | null;
  mobile_no: string;
  /** ISO 8601 (the quote's last change). */
  updated_at: string;
  /** 1 for the quote the owner accepted. */
  is_accepted: 0 | 1;
  vendor: {
    id: number;
    name: string;
    business_name: string | null;
    photo: string | null;
    blue_tick: 0 | 1;
    /** 1 while the vendor has an active Elite subscription. */
    is_elite: 0 | 1;
  };
}

/** Query of the quote comparison: `sort=rate` (default) or `id`, `order_by` asc (default) or desc. */
export interface QuoteComparisonQuery {
  sort?: 'rate' | 'id';
  order_by?: 'asc' | 'desc';
  page?: number;
  per_page?: number;
}
