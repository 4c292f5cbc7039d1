/**
 * The marketplace, part 1: the restaurant owner's area (profile, requirements and the
 * vendors' quotes, jobs and applications, franchise offers, restaurants for sale) and the directories.
 * Field names are the seeds' (typos included: `facbook_url`, `twiter_url`, `is_intrested`, `acceess`).
 *
 * Money: the API answers amounts as numbers in rupees (`25000`, `1250.5`); payloads accept the same as
 * numbers or decimal strings with at most two decimals. The database keeps integer paise.
 */
import type { ContactAccess, ContactShown } from './contacts.js';
import type { NamedRef } from './accounts.js';
import type { ApplicationStatus } from './manpower.js';
import { Messages } from './messages.js';
import type { UserType } from './users.js';

/** Limits the API enforces and the forms explain. */
export const MARKETPLACE_LIMITS = {
  /** The seeds' feed page size (`per_page=10`); a client may ask for up to maxPageSize. */
  pageSize: 10,
  maxPageSize: 50,
  titleMaxLength: 191,
  descriptionMaxLength: 5000,
  shortTextMaxLength: 191,
  nameMaxLength: 100,
  urlMaxLength: 500,
  /** Images of one franchise offer (`images[0]`…). */
  maxFranchiseImages: 10,
  /** Images of one restaurant-for-sale listing (`images[0]`…). */
  maxSaleImages: 10,
  /** Bytes of one uploaded image, before re-encoding. */
  maxImageBytes: 8 * 1024 * 1024,
  /** Largest amount accepted in any money field, in rupees (10^11 paise fits every column). */
  maxAmount: 999_999_999,
} as const;

/** `per` of a job: the salary is per month (0) or per year (1). */
export const JobPer = { Month: 0, Year: 1 } as const;
export type JobPer = (typeof JobPer)[keyof typeof JobPer];

/** Restaurant type id 1 is "Other": the free text in `restaurant_type` is then required. */
export const OTHER_RESTAURANT_TYPE_ID = 1;

/** `GET admin/restaurantType`: the fixed list of restaurant types (served by the API from this list). */
export interface RestaurantType {
  id: number;
  type: string;
}

export const RESTAURANT_TYPES: readonly RestaurantType[] = [
  { id: 1, type: 'Other' },
  { id: 2, type: 'Fine Dining' },
  { id: 3, type: 'Casual Dining' },
  { id: 4, type: 'Quick Service Restaurant (QSR)' },
  { id: 5, type: 'Cafe' },
  { id: 6, type: 'Cloud Kitchen' },
  { id: 7, type: 'Bakery & Confectionery' },
  { id: 8, type: 'Bar & Pub' },
  { id: 9, type: 'Sweet Shop' },
  { id: 10, type: 'Dhaba' },
  { id: 11, type: 'Food Truck' },
  { id: 12, type: 'Catering' },
  { id: 13, type: 'Family Restaurant' },
  { id: 14, type: 'Buffet' },
];

/** Texts of the marketplace API (the seeds' spelling where the seeds give one). */
export const MarketplaceMessages = {
  subscribeToAccess: Messages.subscribeToAccess,
  /** The member site's delete confirmation. */
  deleteConfirm: 'Do you really want to delete?',
  interested: 'Interested Success.',
  applied: 'Apply successfully.',
  deleted: Messages.recordsDeleted,
  profileUpdated: 'Profile updated successfully',
  requirementCreated: 'Requirement created successfully',
  requirementUpdated: 'Requirement updated successfully',
  jobCreated: 'Job created successfully',
  jobUpdated: 'Job updated successfully',
  franchiseCreated: 'Franchise created successfully',
  franchiseUpdated: 'Franchise updated successfully',
  saleCreated: 'Restaurant listed for sale successfully',
  saleUpdated: 'Restaurant listing updated successfully',
  ownersOnly: 'Only restaurant owners can use this facility.',
  vendorsOnly: 'Only vendors can send a quote for a requirement.',
  manpowerOnly: 'Only restaurant professionals can apply for a job.',
  notYours: 'You can change only your own listings.',
  notFound: 'Record not found.',
  alreadyApplied: 'You have already applied for this job.',
  jobClosed: 'This job is closed and takes no more applications.',
  ownRequirement: 'You cannot quote on your own requirement.',
  ownListingInterest: 'You cannot show interest in your own listing.',
} as const;

/** Listings that moderation screens and members may report (beside posts, comments and members). */
export const MARKETPLACE_SUBJECT_TYPES = ['requirement', 'job', 'franchise', 'restaurant_sale'] as const;
export type MarketplaceSubjectType = (typeof MARKETPLACE_SUBJECT_TYPES)[number];

/** 1 while moderation screens or holds a listing: only its owner sees it then. */
export type HeldFlag = 0 | 1;

/** An uploaded image of a listing. */
export interface ListingMedia {
  id: number;
  /** Public URL of the stored image (re-encoded, no metadata). */
  path: string;
}

/** A member as a card shows them: no contact details. */
export interface MarketplaceMemberCard {
  /** The member's user id (links to /profile/{id}). */
  id: number;
  name: string;
  business_name: string | null;
  photo: string | null;
  city: NamedRef | null;
  state: NamedRef | null;
  user_type: UserType;
  user_type_text: string;
  blue_tick: 0 | 1;
}

// ---------------------------------------------------------------- restaurant profile

/** `GET restaurants/restaurants/my-profile` (the owner's own profile: contact details included). */
export interface RestaurantProfile {
  id: number;
  user_id: number;
  /** The restaurant's name. */
  name: string | null;
  /** Shown as "Address" by the seed's form. */
  business_name: string | null;
  email: string;
  mobile_no: string | null;
  /** Public URL of the member's photo (same as profile_photo). */
  photo: string | null;
  profile_photo: string | null;
  address: string | null;
  gst_no: string | null;
  /** Labelled "Remark". */
  business_url: string | null;
  /** Labelled "About You". */
  comments: string | null;
  facbook_url: string | null;
  linkedin_url: string | null;
  instagram_url: string | null;
  twiter_url: string | null;
  restaurant_type_id: number | null;
  /** The type's name, or the owner's free text when restaurant_type_id is 1. */
  restaurant_type: string | null;
  country: NamedRef | null;
  state: NamedRef | null;
  /** "Main Office City". */
  native_city: NamedRef | null;
  current_city: NamedRef | null;
  /**
   * 1: "Let Elite vendors and professionals see my restaurant's phone and e-mail" is ticked (decision
   * 213); 0 (the default) keeps them private.
   */
  contact_consent: 0 | 1;
}

/** `restaurant` of `GET user` / `GET users/{id}` for an owner: the public part of the profile. */
export interface MemberRestaurant {
  /** The owner's user id. */
  id: number;
  name: string | null;
  restaurant_type_id: number | null;
  restaurant_type: string | null;
  business_url: string | null;
  comments: string | null;
  facbook_url: string | null;
  linkedin_url: string | null;
  instagram_url: string | null;
  twiter_url: string | null;
  native_city: NamedRef | null;
}

/**
 * `POST users/{id}` for an owner (multipart): the restaurant fields, on top of the member fields of
 * ProfileUpdatePayload. Every field optional; links must be http(s) URLs.
 */
export interface RestaurantProfilePayload {
  business_name?: string;
  name?: string;
  mobile_no?: string;
  address?: string;
  gst_no?: string;
  business_url?: string;
  comments?: string;
  facbook_url?: string;
  linkedin_url?: string;
  instagram_url?: string;
  twiter_url?: string;
  restaurant_type_id?: number | string;
  /** Required when restaurant_type_id is 1, ignored otherwise. */
  restaurant_type?: string;
  country_id?: number | string;
  state_id?: number | string;
  native_city_id?: number | string;
  current_city_id?: number | string;
  /** 1 lets Elite vendors and professionals reveal the phone and e-mail; 0 withdraws (decision 213). */
  contact_consent?: 0 | 1 | '0' | '1';
}

// ---------------------------------------------------------------- requirements and quotes

/** The owner of a requirement. `mobile_no`/`email` are null unless the caller is that owner. */
export interface RequirementRestaurant {
  user_id: number;
  name: string;
  business_name: string | null;
  photo: string | null;
  mobile_no: string | null;
  email: string | null;
}

/** A requirement (`GET restaurants/my-requirements` rows, `GET restaurants/requirement/{id}`). */
export interface Requirement {
  id: number;
  title: string;
  description: string;
  photo: string | null;
  /** ISO 8601. */
  created_at: string;
  restaurant: RequirementRestaurant;
  /** 1 when the caller (a vendor) has already quoted. */
  relation: 0 | 1;
  /**
   * The caller's own quote on it (a conversation's `quote` context: Message on the read-more page); null
   * when they have not quoted. Never another vendor's.
   */
  my_quote_id: number | null;
  /** Quotes received (the owner sees the number; 0 for others). */
  quotes_count: number;
  is_held: HeldFlag;
  /** 1 once it expired (decision 348): out of the lists until its owner renews it. */
  is_expired: 0 | 1;
  /** When it leaves the lists (ISO 8601); null until the expiry task dated it. */
  expires_at: string | null;
  /** The owner's choice of who sees the contact (decision 210). */
  contact_shown: ContactShown;
  /** What the caller may do about the contact (decision 210). */
  contact_access: ContactAccess;
  /** Its trade category (decision 300): the owner's choice, or the one suggested from its words. */
  category_id: number | null;
  category: { id: number; name: string; name_hi: string } | null;
  /** Matching vendors it was sent to (decision 301; the owner sees the number, 0 for others). */
  leads_count: number;
}

/** `POST restaurants/requirement` and `POST restaurants/requirement/{id}` (multipart; photo a file). */
export interface RequirementPayload {
  /** Who sees the contact (decision 210); 'elite' when left out on create. */
  contact_shown?: ContactShown;
  title: string;
  description: string;
  /**
   * A trade category id (`GET trade-categories`). Left out on create, the server suggests one from the
   * title and description; sent empty on an edit, the requirement has none.
   */
  category_id?: number | string;
}

/** A vendor's quote as the requirement's owner reads it. */
export interface VendorInterest {
  id: number;
  mobile_no: string;
  remark: string | null;
  rate: number;
  /** ISO 8601. */
  created_at: string;
}

/** `GET restaurants/received-interested-requirements` rows: one per quote (newest first). */
export interface ReceivedQuote {
  /** The requirement's id. */
  id: number;
  title: string;
  description: string;
  photo: string | null;
  /** The quoting vendor (links to /profile/{user.id}). */
  user: {
    id: number;
    name: string;
    full_name: string;
    business_name: string | null;
    profile_photo: string | null;
  };
  vendor_interest: VendorInterest;
}

/** `POST vendor/vendors/interested/{requirementId}` (a vendor quotes). */
export interface QuotePayload {
  /** Must be 1. */
  is_intrested: number | string;
  mobile_no: string;
  rate: number | string;
  remark?: string;
}

// ---------------------------------------------------------------- jobs and applications

/** A job (`GET restaurants/job` rows, `GET restaurants/job/{id}`). */
export interface Job {
  id: number;
  title: string;
  description: string | null;
  experience: string | null;
  position: string;
  /** 0 per month, 1 per year. */
  per: JobPer;
  salary: number;
  /** "HH:MM" (24 h). */
  job_timing_from: string | null;
  job_timing_to: string | null;
  location: string | null;
  other_benefits: string | null;
  photo: string | null;
  country_id: number | null;
  state_id: number | null;
  city_id: number | null;
  /** ISO 8601. */
  created_at: string;
  /** 1 when the owner closed the job: it takes no applications. */
  is_closed: 0 | 1;
  /**
   * The owner's name and business (no contact details before applying: decision 113; an applicant finds
   * them under My applied jobs).
   */
  restaurant: {
    user_id: number;
    name: string | null;
    business_name: string | null;
    photo: string | null;
    /** Filled when `contact_access` is 'shown' (the owner, an applicant); else null. */
    mobile_no: string | null;
    email: string | null;
  };
  /** 1 when the caller (manpower) has applied. */
  relation: 0 | 1;
  /**
   * The caller's own application to it (a conversation's `application` context: Message on the read-more
   * page); null when they have not applied. Never another professional's.
   */
  my_application_id: number | null;
  /** Applications received (the owner sees the number; 0 for others). */
  applications_count: number;
  is_held: HeldFlag;
  /** 1 once it expired (decision 348): out of the lists until its owner renews it. */
  is_expired: 0 | 1;
  /** When it leaves the lists (ISO 8601); null until the expiry task dated it. */
  expires_at: string | null;
  /** The owner's choice of who sees the contact (decision 210). */
  contact_shown: ContactShown;
  /** What the caller may do about the contact (decision 210). */
  contact_access: ContactAccess;
}

/** `POST restaurants/job` and `POST restaurants/job/{id}` (multipart; photo a file). */
export interface JobPayload {
  /** Who sees the contact (decision 210); 'elite' when left out on create. */
  contact_shown?: ContactShown;
  title: string;
  position: string;
  experience?: string;
  salary: number | string;
  per: 0 | 1 | '0' | '1';
  job_timing_from?: string;
  job_timing_to?: string;
  location?: string;
  description?: string;
  other_benefits?: string;
  /** Default to the owner's country, state and city (seed defaults: state 4030, city 134096). */
  country_id?: number | string;
  state_id?: number | string;
  city_id?: number | string;
  /** Update only: '1' closes the job, '0' reopens it. */
  is_closed?: 0 | 1 | '0' | '1';
}

/** `GET restaurants/received-application` rows: one per application (newest first). */
export interface ReceivedApplication {
  /** The application's id. */
  id: number;
  job_id: number;
  /** The job's title. */
  title: string;
  /** The applicant's contact details, for the job's owner only. */
  manpower: { name: string; email: string; mobile_no: string | null };
  user: { id: number; full_name: string; profile_photo: string | null };
  /** ISO 8601. */
  created_at: string;
  /** Where the owner moved the application (decision 112). */
  status: ApplicationStatus;
  status_text: string;
  /** 1 when the applicant has a resume the owner may download (`GET mp/manpowers/{user.id}/resume`). */
  has_resume: 0 | 1;
}

/** `POST mp/manpowers/apply-now-job/{jobId}`. */
export interface ApplyPayload {
  /** Must be 1. */
  is_applied: number | string;
}

// ---------------------------------------------------------------- franchise

/** A franchise offer (`GET restaurants/give-franchise` rows, `GET restaurants/give-franchise/{id}`). */
export interface FranchiseOffer {
  id: number;
  user_id: number;
  brand_name: string;
  company_name: string;
  country_id: number | null;
  state_id: number | null;
  city_id: number | null;
  country: NamedRef | null;
  state: NamedRef | null;
  city: NamedRef | null;
  segment_multi: string | null;
  outlet_count: number;
  franchise_type: string | null;
  turnover: number;
  expected_turnover: number;
  investment_needed: number;
  franchise_fees: number;
  total_investment: number;
  net_profit: number;
  /** Free text (e.g. "18 months", "25%"). */
  return_on_investment: string | null;
  working_capital: number;
  /**
   * Contact fields the owner chose to publish with the offer: in the detail call (read-more, Elite) and
   * the owner's own rows; null in others' feed rows (decision 115).
   */
  contact_name: string | null;
  contact_phone: string | null;
  contact_email: string | null;
  images: ListingMedia[];
  /** The first image, or null. */
  photo: string | null;
  user_type_text: 'give_franchise';
  /** 0 means the caller has not yet shown interest. */
  relation: 0 | 1;
  /** ISO 8601. */
  created_at: string;
  is_held: HeldFlag;
  /** 1 once it expired (decision 348): out of the lists until its owner renews it. */
  is_expired: 0 | 1;
  /** The owner's choice of who sees the contact (decision 210). */
  contact_shown: ContactShown;
  /** What the caller may do about the contact (decision 210). */
  contact_access: ContactAccess;
}

/** `POST restaurants/give-franchise` and `POST restaurants/give-franchise/{id}` (multipart, `images[n]`). */
export interface FranchisePayload {
  /** Who sees the contact (decision 210); 'elite' when left out on create. */
  contact_shown?: ContactShown;
  brand_name: string;
  company_name: string;
  segment_multi?: string;
  outlet_count?: number | string;
  franchise_type?: string;
  turnover?: number | string;
  expected_turnover?: number | string;
  investment_needed?: number | string;
  franchise_fees?: number | string;
  total_investment?: number | string;
  net_profit?: number | string;
  return_on_investment?: string;
  working_capital?: number | string;
  contact_name: string;
  contact_phone: string;
  contact_email: string;
  /** Defaults to 101 (India). */
  country_id?: number | string;
  state_id?: number | string;
  city_id?: number | string;
  /** Update only: ids of images to remove. */
  remove_media_ids?: (number | string)[];
}

// ---------------------------------------------------------------- restaurants for sale

/** A restaurant-for-sale listing (`GET restaurants/my-smr`, `GET restaurants/sell-my-restaurant/{id}`). */
export interface SaleListing {
  id: number;
  user_id: number;
  restaurant_type_id: number;
  restaurant_type: string;
  /** YYYY-MM-DD. */
  operate_since: string | null;
  country_id: number | null;
  state_id: number | null;
  city_id: number | null;
  country: NamedRef | null;
  state: NamedRef | null;
  city: NamedRef | null;
  turnover: number;
  cost: number;
  profit: number;
  expected_price: number;
  price_include_list: string | null;
  /**
   * Contact fields the owner chose to publish with the listing: in the detail call (read-more, Elite) and
   * the owner's own rows; null in others' feed rows (decision 115).
   */
  contact_name: string | null;
  contact_phone: string | null;
  contact_email: string | null;
  /** '0' running, '1' closed. */
  is_closed: '0' | '1';
  is_closed_text: 'Running' | 'Closed';
  medias: ListingMedia[];
  /** ISO 8601. */
  created_at: string;
  user_type_text: 'sell_my_restaurant';
  /** 1 when the caller has shown interest. */
  relation: 0 | 1;
  is_held: HeldFlag;
  /** 1 once it expired (decision 348): out of the lists until its owner renews it. */
  is_expired: 0 | 1;
  /** The owner's choice of who sees the contact (decision 210). */
  contact_shown: ContactShown;
  /** What the caller may do about the contact (decision 210). */
  contact_access: ContactAccess;
}

/** `POST restaurants/sell-my-restaurant` and `POST restaurants/sell-my-restaurant/{id}` (multipart). */
export interface SalePayload {
  /** Who sees the contact (decision 210); 'elite' when left out on create. */
  contact_shown?: ContactShown;
  restaurant_type_id: number | string;
  /** Required when restaurant_type_id is 1. */
  restaurant_type?: string;
  /** YYYY-MM-DD, not in the future. */
  operate_since?: string;
  country_id?: number | string;
  state_id?: number | string;
  city_id?: number | string;
  turnover?: number | string;
  cost?: number | string;
  profit?: number | string;
  expected_price: number | string;
  price_include_list?: string;
  contact_name: string;
  contact_phone: string;
  contact_email: string;
  is_closed?: 0 | 1 | '0' | '1';
  /** Update only: ids of images to remove. */
  remove_media_ids?: (number | string)[];
}

// ---------------------------------------------------------------- directories and feeds

/*
 * /ViewEnquiry (the owner's enquiries: vendors who answered the owner's requirements) reads
 * `GET restaurants/received-interested-requirements` (ReceivedQuote rows). `GET vendor/requirements` (a
 * vendor's view of open requirements) answers Requirement rows in a Page.
 */

/** `GET vendor/vendor` and `GET mp/manpowers` rows: public cards, never contact details. */
export type DirectoryCard = MarketplaceMemberCard;

/**
 * `GET restaurants/restaurants` rows: public restaurant cards, never a contact detail. `contact_access`
 * says what the caller may do about the restaurant's phone and e-mail (decision 213): `reveal` and `shown`
 * through `POST contacts/restaurant/{id}`, `elite` the Elite prompt, `after_trade` (no consent) and `none`
 * nothing. Absent on the promoted lists.
 */
export interface RestaurantCard extends MarketplaceMemberCard {
  restaurant_type: string | null;
  contact_access?: ContactAccess;
}

/** Query of every paged marketplace list (seed: `sort=id&order_by=desc&page=1&per_page=10`). */
export interface MarketplaceListQuery {
  sort?: 'id';
  order_by?: 'asc' | 'desc';
  page?: number;
  per_page?: number;
}

// ---------------------------------------------------------------- part 2: feeds, read-more, interest

/** Page size of the home cards (two per tab) and of the promoted lists. */
export const HOME_CARDS_PAGE_SIZE = 2;
export const PROMOTED_PAGE_SIZE = 5;

/**
 * `GET restaurants/job` and `GET restaurants/give-franchise` answer an owner their own rows; `scope=all`
 * asks for everyone's open rows instead (the feed pages, decision 117).
 */
export interface FeedListQuery extends MarketplaceListQuery {
  scope?: 'all';
}

/** `POST restaurants/sell-my-restaurants/interested/{id}`, `POST restaurants/give-franchises/interested/{id}`. */
export interface InterestPayload {
  /** Must be 1. */
  is_intrested: number | string;
}

/** `GET restaurants/received-interests` rows: members interested in the owner's listings, newest first. */
export interface ReceivedInterest {
  id: number;
  listing_id: number;
  user_type_text: 'sell_my_restaurant' | 'give_franchise';
  /** The listing's restaurant type (sale) or brand name (franchise). */
  title: string;
  /** The interested member (links to /profile/{user.id}); no contact details. */
  user: {
    id: number;
    full_name: string;
    business_name: string | null;
    profile_photo: string | null;
    user_type_text: string;
    blue_tick: 0 | 1;
  };
  /** ISO 8601. */
  created_at: string;
}

/**
 * `GET restaurants/restaurants/{id}` (read-more, Elite): the restaurant card with the public part of the
 * owner's profile. `address` and `gst_no` are null unless the caller is the owner (decision 055);
 * `mobile_no` and `email` are filled for `contact_access` 'shown' only (the owner, or a vendor who quoted
 * on or a professional who applied to one of the owner's listings; decision 213).
 */
export interface RestaurantDetail extends RestaurantCard {
  restaurant_name: string | null;
  business_url: string | null;
  comments: string | null;
  facbook_url: string | null;
  linkedin_url: string | null;
  instagram_url: string | null;
  twiter_url: string | null;
  native_city: NamedRef | null;
  mobile_no: string | null;
  email: string | null;
  address: string | null;
  gst_no: string | null;
}

/** The read-more page types (`/read-more/{user_type_text}/{id}`). */
export const READ_MORE_TYPES = [
  'Vendor',
  'Manpower',
  'sell_my_restaurant',
  'give_franchise',
  'job',
  'Restaurant',
  'requirement',
] as const;
export type ReadMoreType = (typeof READ_MORE_TYPES)[number];
