import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A currency the plans are priced in; `minor_unit` is its number of decimals (0 JPY, 2 INR, 3 KWD). */
@Entity('currencies')
export class CurrencyEntity {
  @PrimaryColumn({ type: 'char', length: 3 })
  code: string;

  @Column({ type: 'varchar' })
  symbol: string;

  @Column({ type: 'tinyint', unsigned: true })
  minor_unit: number;
}
