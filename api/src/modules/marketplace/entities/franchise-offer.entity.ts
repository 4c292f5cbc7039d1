import { Entity } from 'typeorm';
import { BigintNumberColumn, CounterColumn, VarcharColumn } from '../../../core/database/columns';
import { ContactListingColumns } from './listing-columns';

/** An owner's franchise offer. Amounts in paise; images are marketplace_media rows. */
@Entity('franchise_offers')
export class FranchiseOfferEntity extends ContactListingColumns {
  @VarcharColumn() brand_name: string;
  @VarcharColumn() company_name: string;
  @VarcharColumn({ nullable: true }) segment_multi: string | null;
  @CounterColumn() outlet_count: number;
  @VarcharColumn({ nullable: true }) franchise_type: string | null;
  @BigintNumberColumn({ default: 0 }) turnover_minor: number;

  @BigintNumberColumn({ default: 0 }) expected_turnover_minor: number;

  @BigintNumberColumn({ default: 0 }) investment_needed_minor: number;

  @BigintNumberColumn({ default: 0 }) franchise_fees_minor: number;

  @BigintNumberColumn({ default: 0 }) total_investment_minor: number;

  @BigintNumberColumn({ default: 0 }) net_profit_minor: number;

  @VarcharColumn({ nullable: true }) return_on_investment: string | null;
  @BigintNumberColumn({ default: 0 }) working_capital_minor: number;
}
