import { Entity } from 'typeorm';
import {
  BigintNumberColumn,
  DateColumn,
  FlagColumn,
  SmallUintColumn,
  VarcharColumn,
} from '../../../core/database/columns';
import { ContactListingColumns } from './listing-columns';

/** A restaurant an owner offers for sale. Amounts in paise; images are marketplace_media rows. */
@Entity('restaurant_sales')
export class RestaurantSaleEntity extends ContactListingColumns {
  @SmallUintColumn() restaurant_type_id: number;
  @VarcharColumn({ nullable: true }) restaurant_type_other: string | null;

  /** "YYYY-MM-DD". */
  @DateColumn({ nullable: true }) operate_since: string | null;

  @BigintNumberColumn({ default: 0 }) turnover_minor: number;

  @BigintNumberColumn({ default: 0 }) cost_minor: number;

  @BigintNumberColumn({ default: 0 }) profit_minor: number;

  @BigintNumberColumn({ default: 0 }) expected_price_minor: number;

  @VarcharColumn({ nullable: true }) price_include_list: string | null;
  @FlagColumn() is_closed: boolean;
}
