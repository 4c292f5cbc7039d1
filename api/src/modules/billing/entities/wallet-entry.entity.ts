import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A sales agent's commission for one paid payment made with their coupon. */
@Entity('wallet_entries')
export class WalletEntryEntity {
  @PrimaryGeneratedColumn({ unsigned: true })
  id: number;

  @Column({ type: 'int', unsigned: true })
  user_id: number;

  @Column({ type: 'int', unsigned: true })
  payment_id: number;

  @Column({ type: 'int', unsigned: true })
  coupon_id: number;

  @Column({ type: 'char', length: 3 })
  currency: string;

  @Column({ type: 'int', unsigned: true })
  amount_minor: number;

  @CreateDateColumn({ type: 'datetime', precision: 3, default: () => 'CURRENT_TIMESTAMP(3)' })
  created_at: Date;
}
