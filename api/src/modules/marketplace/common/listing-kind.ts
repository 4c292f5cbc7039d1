import type {
  ContactAccess,
  ContactSubject,
  ListingMedia as ListingMediaView,
  ReceivedInterest,
} from '@app/contracts';
import type { PlaceNames } from '../../locations';
import type { ContactListingColumns } from '../entities/listing-columns';
import type { InterestSubject } from '../entities/listing-interest.entity';
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
  /** The viewer showed interest in it (the row's `relation`). */
  interested: boolean;
}

/**
 * ONE declaration of a kind of listing (decision 240): its table, its fields, its gate data and mappers.
 * `ListingLifecycle` runs create, update, delete, read-more, interest and the feed for every kind from
 * this; what is really the kind's own (routes, DTO validation, extra lists such as `my-smr`) stays in its
 * folder.
 */
export interface ListingKind<Row extends ContactListingColumns, Input extends ListingInput, View> {
  /** The media, moderation and interest subject (`marketplace_media.subject`, review items). */
  subject: InterestSubject;
  /** The entity of its table (which extends the shared listing columns). */
  entity: new () => Row;
  /** The contact rule's audience for its contact fields (`CONTACT_AUDIENCE`). */
  contact: ContactSubject;
  /** The counter of its public feed in `marketplace_totals`; without one the feed counts its rows. */
  list?: TotalList;
  maxImages: number;
  /** The `user_type_text` its answers and the owner's received interests carry. */
  type: ReceivedInterest['user_type_text'];
  /** The 404 message of a missing or held row. */
  notFound: string;
  /** The place of a new listing before the owner's choice: a fixed one, or the owner's own. */
  defaultPlace: PlaceIds | 'owner';
  /**
   * The columns an input sets (`current` is the row on an edit, null on create). Throws its 422s here:
   * it runs before any check that reads the database and before anything is written.
   */
  columns(input: Input, current: Row | null): Partial<Row>;
  /** The heading of a row in lists of other things (the owner's received interests). */
  title(row: Row): string;
  /** What moderation screens: every text field the owner wrote (not the phone number). */
  screenedText(row: Partial<Row>): string;
  /** What global search finds it by (`search_text`), from the row and its place names. */
  searchText(row: Partial<Row>, place: { city: string | null; state: string | null }): string;
  /** The answer of a row (cards and read-more share it; contact fields only when `access` is 'shown'). */
  toView(row: Row, context: ListingViewContext): View;
}

/** Declares a kind with its types inferred (a kind is a plain object; this only checks its shape). */
export const listingKind = <Row extends ContactListingColumns, Input extends ListingInput, View>(
  kind: ListingKind<Row, Input, View>,
): ListingKind<Row, Input, View> => kind;

/** Any declared kind, where only the shared columns matter. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyListingKind = ListingKind<any, any, unknown>;
