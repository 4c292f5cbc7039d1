import { Column, Entity } from 'typeorm';
import { ContactListingColumns } from './listing-columns';
import { bigintMinor } from './column-transformers';

const money = { type: 'bigint', unsigned: true, default: 0, transformer: bigintMinor } as const;

/** An owner's franchise offer. Amounts in paise; images are marketplace_media rows. */
@Entity('franchise_offers')
export class FranchiseOfferEntity extends ContactListingColumns {
  @Column({ type: 'varchar' })
  brand_name: string;

  @Column({ type: 'varchar' })
  company_name: string;

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
}
