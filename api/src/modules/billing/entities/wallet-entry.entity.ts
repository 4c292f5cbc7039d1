import { Entity } from 'typeorm';
import { RefColumn } from '../../../core/database/columns';
import { PaymentAmountColumns } from './payment-amount-columns';

/** A sales agent's commission for one paid payment made with their coupon. */
@Entity('wallet_entries')
export class WalletEntryEntity extends PaymentAmountColumns {
  @RefColumn() user_id: number;
  @RefColumn() coupon_id: number;
}
