import { Entity } from 'typeorm';
import {
  CreatedAtColumn,
  CurrencyColumn,
  IdColumn,
  RefColumn,
  UintColumn,
} from '../../../core/database/columns';

/** A sales agent's commission for one paid payment made with their coupon. */
@Entity('wallet_entries')
export class WalletEntryEntity {
  @IdColumn() id: number;
  @RefColumn() user_id: number;
  @RefColumn() payment_id: number;
  @RefColumn() coupon_id: number;
  @CurrencyColumn() currency: string;
  @UintColumn() amount_minor: number;
  @CreatedAtColumn() created_at: Date;
}
