import {
  ApiError,
  HOME_CARDS_PAGE_SIZE,
  MARKETPLACE_LIMITS,
  PROMOTED_PAGE_SIZE,
  UserType,
  type ApiClient,
  type ContactAccess,
  type DirectoryCard,
  type FranchiseOffer,
  type Job,
  type Page,
  type RatingSummary,
  type Requirement,
  type RestaurantCard,
  type SaleListing,
} from '@app/contracts';

import { requireMember } from './accounts.server';
import { rupees } from './components/owner/text';
import { i18nFor } from './i18n/i18n';
import { textsFor } from './i18n/texts.server';
import { isRevealForm, revealContact } from './contacts.server';
import { isSubscribed, pageFrom } from './market.server';
import { ratingsFor } from './reviews.server';

/**
 * The listing feeds (docs/product.md#listings, decision 119): which API list each feed
 * page reads, the tab bar of each member type, and the cards as the pages render them. Cards are built
 * here, on the server, from the fields a card shows: nothing else of a listing reaches the browser.
 */

export type FeedKind = 'sale' | 'restaurant' | 'requirement' | 'manpower' | 'job' | 'franchise' | 'vendor';

interface FeedSource {
  path: string;
  /** Query added to the seeds' paging (`scope=all`: everyone's rows, said explicitly; decision 214). */
  extra?: Record<string, string>;
  /** The seed's route of the feed page (See All). */
  page: string;
  title: string;
  empty: string;
}

export const FEEDS: Record<FeedKind, FeedSource> = {
  sale: {
    path: 'restaurants/sell-my-restaurant',
    page: '/SMRShow/6',
    title: 'Restaurants on Sale',
    empty: 'No restaurants on sale yet.',
  },
  restaurant: {
    path: 'restaurants/restaurants',
    page: '/RestaurantList',
    title: 'Restaurants',
    empty: 'No restaurants yet.',
  },
  requirement: {
    path: 'restaurants/requirement',
    page: '/SMRShow/requirement',
    title: 'Requirements Posted',
    empty: 'No requirements yet.',
  },
  manpower: { path: 'mp/manpowers', page: '/ManpowerShow', title: 'Manpower', empty: 'No manpower yet.' },
  job: {
    path: 'restaurants/job',
    extra: { scope: 'all' },
    page: '/VendorShow/8',
    title: 'Jobs',
    empty: 'No jobs yet.',
  },
  franchise: {
    path: 'restaurants/give-franchise',
    extra: { scope: 'all' },
    page: '/FranchiseeShow',
    title: 'Franchise Offers',
    empty: 'No franchise offers yet.',
  },
  vendor: { path: 'vendor/vendor', page: '/VendorShow/7', title: 'Vendors', empty: 'No vendors yet.' },
};

export const isFeedKind = (value: string | null): value is FeedKind => !!value && value in FEEDS;

/**
 * The feeds' texts (the `feeds` namespace) in the reader's language: a feed's title and empty text
 * (`kinds.{kind}`), the tabs and the cards' lines; English (FEEDS and FEED_TABS as written) by default.
 */
export type FeedTexts = (key: string, options?: Record<string, unknown>) => string;

const english: FeedTexts = (key, options) => i18nFor('en').t(`feeds:${key}`, options ?? {});

/** A member type's tabs with their labels in the reader's language. */
export function tabsIn(userType: UserType, t: FeedTexts): Tab[] {
  return (FEED_TABS[userType] ?? []).map((tab) => ({ ...tab, label: t(`tabs.${tab.key}`) }));
}

/** /SMRShow/{user_type}: 6 sale listings, 7 and 8 restaurants, 'requirement' requirements. */
export function smrShowKind(userType: string | undefined): FeedKind | null {
  if (userType === 'requirement') return 'requirement';
  if (userType === UserType.Restaurant) return 'sale';
  if (userType === UserType.Vendor || userType === UserType.Manpower) return 'restaurant';
  return null;
}

/** /VendorShow/{user_type}: 6 and 7 vendors, 8 jobs. */
export function vendorShowKind(userType: string | undefined): FeedKind | null {
  if (userType === UserType.Restaurant || userType === UserType.Vendor) return 'vendor';
  if (userType === UserType.Manpower) return 'job';
  return null;
}

export interface Tab {
  /** The tab's text in the catalogue: `feeds:tabs.{key}`. */
  key: string;
  label: string;
  to: string;
}

/** The tab bar of each member type: the feeds that type browses. */
export const FEED_TABS: Record<UserType, Tab[]> = {
  [UserType.Restaurant]: [
    { key: 'vendor', label: 'Vendor', to: '/VendorShow/6' },
    { key: 'manpower', label: 'Manpower', to: '/ManpowerShow' },
    { key: 'sale', label: 'Sale My Restaurant', to: '/SMRShow/6' },
    { key: 'franchisee', label: 'Franchisee', to: '/FranchiseeShow' },
  ],
  [UserType.Manpower]: [
    { key: 'jobs', label: 'Jobs', to: '/VendorShow/8' },
    { key: 'manpower', label: 'Manpower', to: '/ManpowerShow' },
    { key: 'restaurant', label: 'Restaurant', to: '/RestaurantList' },
  ],
  [UserType.Vendor]: [
    { key: 'restaurant', label: 'Restaurant', to: '/RestaurantList' },
    { key: 'vendor', label: 'Vendor', to: '/VendorShow/7' },
    { key: 'requirement', label: 'Requirement Posted', to: '/SMRShow/requirement' },
  ],
};

/**
 * A line of a card, in the reader's language: `member` is the part of it that is the member's own words
 * (a name, a place, their "7 years"), shown as they wrote it and marked as theirs on the page.
 */
export interface CardLine {
  text: string;
  member?: string;
}

/** A line that is wholly the member's own text. */
const own = (text: string | null | undefined): CardLine => ({ text: text ?? '', member: text ?? '' });

/** A card of a feed: what it shows, and its read-more page. */
export interface FeedCard {
  id: number;
  title: string;
  lines: CardLine[];
  photo: string | null;
  blueTick: boolean;
  readMore: string;
  /** A member's card (vendor, professional, restaurant): their average and count (issue 33). */
  rating?: RatingSummary;
  /**
   * A restaurant's phone and e-mail on the feed pages (decision 213): 'reveal' (a "Show contact" button;
   * also for a trade relation, which the API answers without counting) or 'elite' (the Elite prompt).
   * Absent when there is nothing to offer (no consent, or a member type the seeds never show it to).
   */
  contact?: { subject: 'restaurant'; id: number; access: Extract<ContactAccess, 'reveal' | 'elite'> };
}

/** The feeds whose cards are members, who are reviewed: their cards show the rating. */
const RATED_KINDS: ReadonlySet<FeedKind> = new Set<FeedKind>(['vendor', 'manpower', 'restaurant']);

/**
 * Adds the rating to the member cards of the given lists, with one `reviews/ratings` call for all of them
 * (a page, or the home page's lists together), never one per card. When the ratings cannot be read the
 * cards go without, rather than saying "No reviews yet".
 */
export async function withRatings<L extends { kind: FeedKind; cards: FeedCard[] }>(
  api: ApiClient,
  lists: L[],
): Promise<L[]> {
  const rated = lists.filter((list) => RATED_KINDS.has(list.kind));
  const ids = rated.flatMap((list) => list.cards.map((card) => card.id));
  if (!ids.length) return lists;
  const ratings = await ratingsFor(api, ids);
  return lists.map((list) =>
    RATED_KINDS.has(list.kind)
      ? {
          ...list,
          cards: list.cards.map((card) => {
            const rating = ratings[String(card.id)];
            return rating ? { ...card, rating } : card;
          }),
        }
      : list,
  );
}

/** One page of a feed with its member cards' ratings (feed pages and their next pages). */
export async function ratedFeedCards(
  api: ApiClient,
  kind: FeedKind,
  page: number,
  t: FeedTexts = english,
): Promise<Page<FeedCard>> {
  const list = await feedCards(api, kind, page, undefined, undefined, t);
  const [rated] = await withRatings(api, [{ kind, cards: list.data }]);
  return { ...list, data: rated!.cards };
}

const place = (...names: Array<string | null | undefined>) => names.filter(Boolean).join(', ');
const MONTH_YEAR = ['cards.perMonth', 'cards.perYear'] as const;
/** A card's comments are cut at 65 characters, as the old client cut them (docs/product.md). */
const CARD_TEXT = 65;
const short = (text: string | null | undefined) =>
  text && [...text].length > CARD_TEXT ? `${[...text].slice(0, CARD_TEXT).join('')}…` : (text ?? '');

/** The feed never carries the contact itself: only the reveal's answer does (decision 213). */
function restaurantContact(r: RestaurantCard): Pick<FeedCard, 'contact'> {
  if (r.contact_access === 'reveal' || r.contact_access === 'shown')
    return { contact: { subject: 'restaurant', id: r.id, access: 'reveal' } };
  if (r.contact_access === 'elite') return { contact: { subject: 'restaurant', id: r.id, access: 'elite' } };
  return {};
}

const toCard: { [K in FeedKind]: (row: never, t: FeedTexts) => FeedCard } = {
  sale: (s: SaleListing, t) => ({
    id: s.id,
    title: s.restaurant_type,
    lines: [
      own(place(s.city?.name, s.state?.name)),
      { text: t('cards.expectedPrice', { price: rupees(s.expected_price) }) },
      // The API's "Closed" or "Running", in the reader's language.
      { text: t(s.is_closed_text === 'Closed' ? 'cards.closed' : 'cards.running') },
    ],
    photo: s.medias[0]?.path ?? null,
    blueTick: false,
    readMore: `/read-more/sell_my_restaurant/${s.id}`,
  }),
  restaurant: (r: RestaurantCard) => ({
    id: r.id,
    title: r.business_name || r.name,
    lines: [own(r.restaurant_type), own(place(r.city?.name, r.state?.name))],
    photo: r.photo,
    blueTick: r.blue_tick === 1,
    readMore: `/read-more/Restaurant/${r.id}`,
    ...restaurantContact(r),
  }),
  requirement: (r: Requirement) => ({
    id: r.id,
    title: r.title,
    lines: [own(short(r.description)), own(r.restaurant.business_name || r.restaurant.name)],
    photo: r.photo,
    blueTick: false,
    readMore: `/read-more/requirement/${r.id}`,
  }),
  manpower: (m: DirectoryCard & { type?: string | null; experience?: string | null }, t) => ({
    id: m.id,
    title: m.name,
    lines: [
      own(m.type),
      m.experience
        ? { text: t('cards.experience', { experience: m.experience }), member: m.experience }
        : own(''),
      own(place(m.city?.name, m.state?.name)),
    ],
    photo: m.photo,
    blueTick: m.blue_tick === 1,
    readMore: `/read-more/Manpower/${m.id}`,
  }),
  job: (j: Job, t) => ({
    id: j.id,
    title: j.title,
    lines: [
      own(j.position),
      { text: `${rupees(j.salary)} ${t(MONTH_YEAR[j.per])}` },
      own(j.location),
      own(j.restaurant.business_name),
    ],
    photo: j.photo,
    blueTick: false,
    readMore: `/read-more/job/${j.id}`,
  }),
  franchise: (f: FranchiseOffer, t) => ({
    id: f.id,
    title: f.brand_name,
    lines: [
      own(f.company_name),
      { text: t('cards.investmentNeeded', { amount: rupees(f.investment_needed) }) },
      own(place(f.city?.name, f.state?.name)),
    ],
    photo: f.photo,
    blueTick: false,
    readMore: `/read-more/give_franchise/${f.id}`,
  }),
  vendor: (v: DirectoryCard) => ({
    id: v.id,
    title: v.name,
    lines: [own(v.business_name), own(place(v.city?.name, v.state?.name))],
    photo: v.photo,
    blueTick: v.blue_tick === 1,
    readMore: `/read-more/Vendor/${v.id}`,
  }),
};

/** One page of a feed as cards (`per_page` 10; 2 for the home cards; 5 for the promoted lists). */
export async function feedCards(
  api: ApiClient,
  kind: FeedKind,
  page: number,
  perPage: number = MARKETPLACE_LIMITS.pageSize,
  path: string = FEEDS[kind].path,
  t: FeedTexts = english,
): Promise<Page<FeedCard>> {
  const { data } = await api.get<Page<never>>(path, {
    sort: 'id',
    order_by: 'desc',
    page,
    per_page: perPage,
    ...FEEDS[kind].extra,
  });
  const card = (row: never) => toCard[kind](row, t);
  return {
    ...data,
    data: data.data.map((row) => ({ ...card(row), lines: card(row).lines.filter((line) => line.text) })),
  };
}

/** The home page's cards (two of each list) and side cards (the promoted lists), each absent if it fails. */
export async function homeCards(api: ApiClient, userType: UserType, t: FeedTexts = english) {
  const lists: Array<{ kind: FeedKind; path?: string; perPage: number; promoted?: boolean }> = [
    ...FEED_TABS[userType].map((tab) => ({ kind: kindOfPage(tab.to)!, perPage: HOME_CARDS_PAGE_SIZE })),
    {
      kind: 'restaurant',
      path: 'restaurants/promoterestaurants',
      perPage: PROMOTED_PAGE_SIZE,
      promoted: true,
    },
    { kind: 'vendor', path: 'vendor/promotevendors', perPage: PROMOTED_PAGE_SIZE, promoted: true },
    { kind: 'manpower', path: 'mp/promotemanpowers', perPage: PROMOTED_PAGE_SIZE, promoted: true },
  ];
  const answers = await Promise.all(
    lists.map(async (list) => {
      try {
        const page = await feedCards(api, list.kind, 1, list.perPage, list.path, t);
        return {
          kind: list.kind,
          promoted: !!list.promoted,
          title: t(`kinds.${list.kind}.title`),
          seeAll: seeAllFor(list.kind, userType),
          cards: page.data,
        };
      } catch (error) {
        // A list the API does not serve (yet) is left out of the home page; outages still fail the page.
        if (error instanceof ApiError && error.status < 500) return null;
        throw error;
      }
    }),
  );
  // Every member card of the page (home cards and promoted lists) rated in one call.
  const present = await withRatings(
    api,
    answers.filter((a): a is NonNullable<typeof a> => a !== null),
  );
  return { cards: present.filter((a) => !a.promoted), promoted: present.filter((a) => a.promoted) };
}

/** The feed a tab's route shows. */
function kindOfPage(to: string): FeedKind | null {
  const [, route, param] = to.split('/');
  if (route === 'SMRShow') return smrShowKind(param);
  if (route === 'VendorShow') return vendorShowKind(param);
  if (route === 'ManpowerShow') return 'manpower';
  if (route === 'FranchiseeShow') return 'franchise';
  if (route === 'RestaurantList') return 'restaurant';
  return null;
}

/** See All for a feed kind: the member's own tab for it when they have one, else the feed's page. */
export function seeAllFor(kind: FeedKind, userType: UserType): string {
  return FEED_TABS[userType].find((tab) => kindOfPage(tab.to) === kind)?.to ?? FEEDS[kind].page;
}

/**
 * A feed page's data: the member's tab bar, the page asked for (`?page=`), and whether Read More opens
 * the read-more page (Elite) or the upgrade modal.
 */
export async function feedPage(request: Request, kind: FeedKind | null) {
  if (!kind) throw new Response('Not Found', { status: 404 });
  const { api, me } = await requireMember(request);
  const t = await textsFor(request, 'feeds');
  const page = await ratedFeedCards(api, kind, pageFrom(request), t);
  return {
    kind,
    title: t(`kinds.${kind}.title`),
    empty: t(`kinds.${kind}.empty`),
    tabs: tabsIn(me.user_type, t),
    elite: isSubscribed(me),
    page,
  };
}

/** A feed page's form: "Show contact" on a restaurant card (POST contacts/restaurant/{id}, decision 213). */
export async function feedAction(request: Request) {
  const { api } = await requireMember(request);
  const form = await request.formData();
  if (!isRevealForm(form)) throw new Response('Bad Request', { status: 400 });
  return revealContact(api, form);
}
