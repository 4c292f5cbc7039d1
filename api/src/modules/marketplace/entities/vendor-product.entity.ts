import { Entity } from 'typeorm';
import {
  BigintNumberColumn,
  IdColumn,
  RefColumn,
  SmallUintColumn,
  VarcharColumn,
} from '../../../core/database/columns';

/** One product of a vendor's list, in the vendor's order. */
@Entity('vendor_products')
export class VendorProductEntity {
  @IdColumn() id: number;
  @RefColumn() user_id: number;
  @SmallUintColumn() position: number;
  @VarcharColumn() name: string;

  /** Paise. */
  @BigintNumberColumn() rate_minor: number;
}
