import type {
  ContactAccess,
  ContactSubject,
  ListingMedia as ListingMediaView,
  MarketplaceSubjectType,
  ReceivedInterest,
} from '@app/contracts';
import type { PlaceNames } from '../../locations';
import type { ContactRelation, MemberFacts } from '../../members';
import type { ListingColumns } from '../entities/listing-columns';
import type { RoutedSubject } from '../leads/match-route';
import type { TradeCategoriesService } from '../leads/trade-categories.service';
import type { PlaceIds } from './listing-places';
import type { TotalList } from './marketplace-totals';

/** What every input of a listing kind may carry besides its own fields: a place and images to remove. */
export interface ListingInput extends Partial<PlaceIds> {
  remove_media_ids?: number[];
}

/** What the mapper of a listing row gets besides the row: read once per page, whatever its size. */
export interface ListingViewContext {
  images: ListingMediaView[];
  names: PlaceNames;
  /** The viewer's contact access to this row (decision 210). */
  access: ContactAccess;
  /** The viewer is its owner. */
  own: boolean;
  /** The viewer showed interest in it, or has its related row (the answer's `relation`). */
  interested: boolean;
  /** The id of the viewer's related row (their quote, their application) when the kind declares `relation`. */
  relatedId: number | null;
  /** The owner's card, when the kind declares `owner`. */
  owner: MemberFacts | undefined;
  /** The owner's own mobile and e-mail for this viewer (`owner.contact`), else null. */
  ownerContact: { mobile_no: string | null; email: string } | null;
}

/** The shared services a kind's hooks may read with (the kind itself is a plain object). */
export interface ListingServices {
  categories: TradeCategoriesService;
}

/**
 * A kind whose viewers relate to a row by a row of their own (a vendor's quote on a requirement, a
 * professional's application to a job) instead of a `listing_interests` row: that table, the column naming
 * the listing and the one naming the viewer. Those rows go with the listing by foreign key.
 */
export interface ListingRelation {
  entity: new () => { id: number };
  listing: string;
  member: string;
}

/**
 * A kind whose answers carry the owner's card and the owner's own contact (not the listing's):
 * `'shown'`: to whoever the contact rule shows it; else the owner sees their own, and a related viewer gets
 * it from the member directory under this grant (decision 107).
 */
export interface ListingOwnerContact {
  contact: 'shown' | ContactRelation;
}

/**
 * ONE declaration of a kind of listing (decision 240): its table, its fields, its gate data and mappers.
 * `ListingLifecycle` runs create, update, delete, read-more, interest and the feed for every kind from
 * this; what is really the kind's own (routes, DTO validation, extra lists such as `my-smr`) stays in its
 * folder.
 */
export interface ListingKind<Row extends ListingColumns, Input extends object, View, Extra = unknown> {
  /** The media, moderation and interest subject (`marketplace_media.subject`, review items). */
  subject: MarketplaceSubjectType;
  /** The entity of its table (which extends the shared listing columns). */
  entity: new () => Row;
  /** The contact rule's audience for its contact fields (`CONTACT_AUDIENCE`). */
  contact: ContactSubject;
  /** The counter of its public feed in `marketplace_totals`; without one the feed counts its rows. */
  list?: TotalList;
  maxImages: number;
  /** The `user_type_text` its answers and the owner's received interests carry (a kind with interests). */
  type?: ReceivedInterest['user_type_text'];
  /** The 404 message of a missing or held row. */
  notFound: string;
  /** The place of a new listing before the owner's choice: a fixed one, or the owner's own; none: no place. */
  defaultPlace?: PlaceIds | 'owner';
  /** Its answers show the place ids only: no place names are read per page. */
  placeNames?: false;
  /** One photo: a new one replaces it (instead of adding up to `maxImages`, with `remove_media_ids`). */
  photo?: 'replaced';
  /** Viewers relate by a row of their own (quote, application) instead of an interest. */
  relation?: ListingRelation;
  /** Its answers carry the owner's card and contact. */
  owner?: ListingOwnerContact;
  /** A condition (alias `t`) the public feed's rows also meet, besides visible and not expired. */
  feedWhere?: string;
  /** Its lead routing (decisions 301, 345): an edit whose columns reset `routed_at` routes it again when `due`. */
  routing?: { subject: RoutedSubject; due(row: Row): boolean };
  /**
   * The columns an input sets (`current` is the row on an edit, null on create). Throws its 422s here:
   * it runs beside the place and image checks (one 422 names every field) and before anything is written.
   */
  columns(input: Input, current: Row | null, services: ListingServices): Partial<Row> | Promise<Partial<Row>>;
  /** Its own reads for a page of rows (read once per page, beside the shared ones); `toView` gets the answer. */
  reads?(rows: Row[], services: ListingServices): Promise<Extra>;
  /** The heading of a row in lists of other things (the owner's received interests). */
  title(row: Row): string;
  /** What moderation screens: every text field the owner wrote (not the phone number). */
  screenedText(row: Partial<Row>): string;
  /** What global search finds it by (`search_text`), from the row and its place names. */
  searchText(row: Partial<Row>, place: { city: string | null; state: string | null }): string;
  /** The answer of a row (cards and read-more share it; contact fields only when `access` is 'shown'). */
  toView(row: Row, context: ListingViewContext, extra: Extra): View;
}

/** Declares a kind with its types inferred (a kind is a plain object; this only checks its shape). */
export const listingKind = <Row extends ListingColumns, Input extends object, View, Extra = unknown>(
  kind: ListingKind<Row, Input, View, Extra>,
): ListingKind<Row, Input, View, Extra> => kind;

/** Any declared kind, where only the shared columns matter. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyListingKind = ListingKind<any, any, unknown, any>;
