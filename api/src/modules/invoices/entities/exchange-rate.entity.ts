import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * A rupee exchange rate staff entered in the console (decision 293): how many rupees one unit of
 * `currency` was worth on `rate_date`, with where it was read (the RBI reference rate).
 */
@Entity('exchange_rates')
export class ExchangeRateEntity {
  @PrimaryGeneratedColumn({ unsigned: true })
  id: number;

  @Column({ type: 'char', length: 3 })
  currency: string;

  @Column({ type: 'date', utc: true })
  rate_date: string;

  /** Rupees per unit, as a decimal string ('22.654300'): never a float. */
  @Column({ type: 'decimal', precision: 12, scale: 6 })
  inr_per_unit: string;

  @Column({ type: 'varchar', length: 100 })
  source: string;

  @CreateDateColumn({ type: 'datetime', precision: 3, default: () => 'CURRENT_TIMESTAMP(3)' })
  created_at: Date;

  @UpdateDateColumn({
    type: 'datetime',
    precision: 3,
    default: () => 'CURRENT_TIMESTAMP(3)',
    onUpdate: 'CURRENT_TIMESTAMP(3)',
  })
  updated_at: Date;
}
