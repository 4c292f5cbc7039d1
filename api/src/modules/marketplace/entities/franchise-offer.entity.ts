import type { ContactShown } from '@app/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { bigintMinor } from './column-transformers';

const money = { type: 'bigint', unsigned: true, default: 0, transformer: bigintMinor } as const;

/** An owner's franchise offer. Amounts in paise; images are marketplace_media rows. */
@Entity('franchise_offers')
export class FranchiseOfferEntity {
  @PrimaryGeneratedColumn({ unsigned: true })
  id: number;

  @Column({ type: 'int', unsigned: true })
  user_id: number;

  @Column({ type: 'varchar' })
  brand_name: string;

  @Column({ type: 'varchar' })
  company_name: string;

  @Column({ type: 'int', unsigned: true, nullable: true })
  country_id: number | null;

  @Column({ type: 'int', unsigned: true, nullable: true })
  state_id: number | null;

  @Column({ type: 'int', unsigned: true, nullable: true })
  city_id: number | null;

  @Column({ type: 'varchar', nullable: true })
  segment_multi: string | null;

  @Column({ type: 'int', unsigned: true, default: 0 })
  outlet_count: number;

  @Column({ type: 'varchar', nullable: true })
  franchise_type: string | null;

  @Column(money)
  turnover_minor: number;

  @Column(money)
  expected_turnover_minor: number;

  @Column(money)
  investment_needed_minor: number;

  @Column(money)
  franchise_fees_minor: number;

  @Column(money)
  total_investment_minor: number;

  @Column(money)
  net_profit_minor: number;

  @Column({ type: 'varchar', nullable: true })
  return_on_investment: string | null;

  @Column(money)
  working_capital_minor: number;

  @Column({ type: 'varchar' })
  contact_name: string;

  @Column({ type: 'varchar' })
  contact_phone: string;

  @Column({ type: 'varchar' })
  contact_email: string;

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
