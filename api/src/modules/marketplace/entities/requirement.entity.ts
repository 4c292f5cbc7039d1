import type { ContactShown } from '@app/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Something an owner needs (vendors quote on it). Its photo is a marketplace_media row. */
@Entity('requirements')
export class RequirementEntity {
  @PrimaryGeneratedColumn({ unsigned: true })
  id: number;

  @Column({ type: 'int', unsigned: true })
  user_id: number;

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

  /** Set while moderation holds (or has not yet screened) the listing: only its owner sees it. */
  /** What global search finds the listing by (FULLTEXT; written on every save, decision 118). */
  @Column({ type: 'varchar', length: 1000, default: '', select: false })
  search_text: string;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  held_at: Date | null;

  /** Who sees the contact: Elite members (default) or only after a trade (decision 210). */
  @Column({ type: 'enum', enum: ['elite', 'after_trade'], default: 'elite' })
  contact_shown: ContactShown;

  @CreateDateColumn({ type: 'datetime', precision: 3, default: () => 'CURRENT_TIMESTAMP(3)' })
  created_at: Date;

  @Column({ type: 'datetime', precision: 3, default: () => 'CURRENT_TIMESTAMP(3)' })
  updated_at: Date;
}
