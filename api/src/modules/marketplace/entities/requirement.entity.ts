import { Entity } from 'typeorm';
import {
  CounterColumn,
  OptionalDateTimeColumn,
  OptionalRefColumn,
  TextColumn,
  VarcharColumn,
} from '../../../core/database/columns';
import { ListingColumns } from './listing-columns';

/** Something an owner needs (vendors quote on it). Its photo is a marketplace_media row. */
@Entity('requirements')
export class RequirementEntity extends ListingColumns {
  @VarcharColumn() title: string;
  @TextColumn() description: string;

  /** Kept by QuotesService in the quote's transaction. */
  @CounterColumn() quotes_count: number;

  /** The quote the owner accepted (decision 108); null until then. */
  @OptionalRefColumn() accepted_quote_id: number | null;

  @OptionalDateTimeColumn() accepted_at: Date | null;

  /** Its trade category (decision 300); null: none chosen and none suggested. */
  @OptionalRefColumn() category_id: number | null;

  /** Matching vendors it was sent to (decision 301), kept by the routing job. */
  @CounterColumn() leads_count: number;

  /** When it was last routed to its matching vendors; null while routing is due (decision 301). */
  @OptionalDateTimeColumn() routed_at: Date | null;
}
