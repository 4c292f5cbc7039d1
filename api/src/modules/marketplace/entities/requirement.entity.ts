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
}
