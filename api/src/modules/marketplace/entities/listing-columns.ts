import type { ContactShown } from '@app/contracts';
import {
  CreatedAtColumn,
  DateTimeColumn,
  EnumColumn,
  IdColumn,
  NOW,
  OptionalDateTimeColumn,
  OptionalRefColumn,
  RefColumn,
  VarcharColumn,
} from '../../../core/database/columns';

/**
 * The columns every listing table has (decision 240): its owner, the moderation hold, the search text
 * and the contact choice. Entities extend these classes (TypeORM reads the inherited columns), so a
 * listing kind's entity states only its own fields.
 */
export abstract class ListingColumns {
  @IdColumn() id: number;
  @RefColumn() user_id: number;

  /** What global search finds the listing by (FULLTEXT; written on every save, decision 118). */
  @VarcharColumn({ length: 1000, default: '', select: false }) search_text: string;

  /** Set while moderation holds (or has not yet screened) the listing: only its owner sees it. */
  @OptionalDateTimeColumn() held_at: Date | null;

  /** Who sees the contact: Elite members (default) or only after a trade (decision 210). */
  @EnumColumn(['elite', 'after_trade'], { default: 'elite' }) contact_shown: ContactShown;

  /** When it leaves the lists (its kind's days from posting or renewal; decision 348). */
  @OptionalDateTimeColumn() expires_at: Date | null;

  /** Set when it expired: out of the feeds, search and routing, still in its owner's lists. */
  @OptionalDateTimeColumn() expired_at: Date | null;

  @CreatedAtColumn() created_at: Date;
  @DateTimeColumn({ default: NOW }) updated_at: Date;
}

/** A listing with a place (country, state, city; each optional). */
export abstract class PlacedListingColumns extends ListingColumns {
  @OptionalRefColumn() country_id: number | null;
  @OptionalRefColumn() state_id: number | null;
  @OptionalRefColumn() city_id: number | null;
}

/** A placed listing that publishes its own contact fields (franchise offers, restaurants for sale). */
export abstract class ContactListingColumns extends PlacedListingColumns {
  @VarcharColumn() contact_name: string;
  @VarcharColumn() contact_phone: string;
  @VarcharColumn() contact_email: string;
}
