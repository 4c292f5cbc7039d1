import { Column, Entity } from 'typeorm';
import { ListingColumns } from './listing-columns';

/** Something an owner needs (vendors quote on it). Its photo is a marketplace_media row. */
@Entity('requirements')
export class RequirementEntity extends ListingColumns {
  @Column({ type: 'varchar' })
  title: string;

  @Column({ type: 'text' })
  description: string;

  /** Kept by QuotesService in the quote's transaction. */
  @Column({ type: 'int', unsigned: true, default: 0 })
  quotes_count: number;

  /** The quote the owner accepted (decision 108); null until then. */
  @Column({ type: 'int', unsigned: true, nullable: true })
  accepted_quote_id: number | null;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  accepted_at: Date | null;

  /** Its trade category (decision 300); null: none chosen and none suggested. */
  @Column({ type: 'int', unsigned: true, nullable: true })
  category_id: number | null;

  /** Matching vendors it was sent to (decision 301), kept by the routing job. */
  @Column({ type: 'int', unsigned: true, default: 0 })
  leads_count: number;

  /** When it was last routed to its matching vendors; null while routing is due (decision 301). */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  routed_at: Date | null;
}
