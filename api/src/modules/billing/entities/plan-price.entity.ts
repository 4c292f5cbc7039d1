import { Entity } from 'typeorm';
import {
  CurrencyColumn,
  IdColumn,
  OptionalRefColumn,
  RefColumn,
  UintColumn,
} from '../../../core/database/columns';

/**
 * A plan's price in one country (or, with no country, everywhere else), in minor units. `display_minor`
 * is the headline shown before tax; the intro pair applies to young accounts (blue tick).
 */
@Entity('plan_prices')
export class PlanPriceEntity {
  @IdColumn() id: number;
  @RefColumn() plan_id: number;
  @OptionalRefColumn() country_id: number | null;
  @CurrencyColumn() currency: string;
  @UintColumn() amount_minor: number;
  @UintColumn() display_minor: number;
  @UintColumn({ nullable: true }) intro_amount_minor: number | null;
  @UintColumn({ nullable: true }) intro_display_minor: number | null;
}
