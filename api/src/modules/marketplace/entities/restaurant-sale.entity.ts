import { Column, Entity } from 'typeorm';
import { ContactListingColumns } from './listing-columns';
import { bigintMinor } from './column-transformers';

const money = { type: 'bigint', unsigned: true, default: 0, transformer: bigintMinor } as const;

/** A restaurant an owner offers for sale. Amounts in paise; images are marketplace_media rows. */
@Entity('restaurant_sales')
export class RestaurantSaleEntity extends ContactListingColumns {
  @Column({ type: 'smallint', unsigned: true })
  restaurant_type_id: number;

  @Column({ type: 'varchar', nullable: true })
  restaurant_type_other: string | null;

  /** "YYYY-MM-DD". */
  @Column({ type: 'date', nullable: true })
  operate_since: string | null;

  @Column(money)
  turnover_minor: number;

  @Column(money)
  cost_minor: number;

  @Column(money)
  profit_minor: number;

  @Column(money)
  expected_price_minor: number;

  @Column({ type: 'varchar', nullable: true })
  price_include_list: string | null;

  @Column({ type: 'boolean', default: false })
  is_closed: boolean;
}
