import type { ContactShown } from '@app/contracts';
import { Column, CreateDateColumn, PrimaryGeneratedColumn } from 'typeorm';

/**
 * The columns every listing table has (decision 240): its owner, the moderation hold, the search text
 * and the contact choice. Entities extend these classes (TypeORM reads the inherited columns), so a
 * listing kind's entity states only its own fields.
 */
export abstract class ListingColumns {
  @PrimaryGeneratedColumn({ unsigned: true })
  id: number;

  @Column({ type: 'int', unsigned: true })
  user_id: number;

  /** What global search finds the listing by (FULLTEXT; written on every save, decision 118). */
  @Column({ type: 'varchar', length: 1000, default: '', select: false })
  search_text: string;

  /** Set while moderation holds (or has not yet screened) the listing: only its owner sees it. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  held_at: Date | null;

  /** Who sees the contact: Elite members (default) or only after a trade (decision 210). */
  @Column({ type: 'enum', enum: ['elite', 'after_trade'], default: 'elite' })
  contact_shown: ContactShown;

  /** When it leaves the lists (its kind's days from posting or renewal; decision 348). */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  expires_at: Date | null;

  /** Set when it expired: out of the feeds, search and routing, still in its owner's lists. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  expired_at: Date | null;

  @CreateDateColumn({ type: 'datetime', precision: 3, default: () => 'CURRENT_TIMESTAMP(3)' })
  created_at: Date;

  @Column({ type: 'datetime', precision: 3, default: () => 'CURRENT_TIMESTAMP(3)' })
  updated_at: Date;
}

/** A listing with a place (country, state, city; each optional). */
export abstract class PlacedListingColumns extends ListingColumns {
  @Column({ type: 'int', unsigned: true, nullable: true })
  country_id: number | null;

  @Column({ type: 'int', unsigned: true, nullable: true })
  state_id: number | null;

  @Column({ type: 'int', unsigned: true, nullable: true })
  city_id: number | null;
}

/** A placed listing that publishes its own contact fields (franchise offers, restaurants for sale). */
export abstract class ContactListingColumns extends PlacedListingColumns {
  @Column({ type: 'varchar' })
  contact_name: string;

  @Column({ type: 'varchar' })
  contact_phone: string;

  @Column({ type: 'varchar' })
  contact_email: string;
}
