import type { ContactShown } from '@app/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { bigintMinor } from './column-transformers';

const money = { type: 'bigint', unsigned: true, default: 0, transformer: bigintMinor } as const;

/** A restaurant an owner offers for sale. Amounts in paise; images are marketplace_media rows. */
@Entity('restaurant_sales')
export class RestaurantSaleEntity {
  @PrimaryGeneratedColumn({ unsigned: true })
  id: number;

  @Column({ type: 'int', unsigned: true })
  user_id: number;

  @Column({ type: 'smallint', unsigned: true })
  restaurant_type_id: number;

  @Column({ type: 'varchar', nullable: true })
  restaurant_type_other: string | null;

  /** "YYYY-MM-DD". */
  @Column({ type: 'date', nullable: true })
  operate_since: string | null;

  @Column({ type: 'int', unsigned: true, nullable: true })
  country_id: number | null;

  @Column({ type: 'int', unsigned: true, nullable: true })
  state_id: number | null;

  @Column({ type: 'int', unsigned: true, nullable: true })
  city_id: number | null;

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

  @Column({ type: 'varchar' })
  contact_name: string;

  @Column({ type: 'varchar' })
  contact_phone: string;

  @Column({ type: 'varchar' })
  contact_email: string;

  @Column({ type: 'boolean', default: false })
  is_closed: boolean;

  /** What global search finds the listing by (FULLTEXT; written on every save, decision 118). */
  @Column({ type: 'varchar', length: 1000, default: '', select: false })
  search_text: string;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  held_at: Date | null;

  /** Who sees the contact: Elite members (default) or only after a trade (decision 210). */
  @Column({ type: 'enum', enum: ['elite', 'after_trade'], default: 'elite' })
  contact_shown: ContactShown;

  @CreateDateColumn({ type: 'datetime', precision: 3, default: () => 'CURRENT_TIMESTAMP(3)' })
  created_at: Date;

  @Column({ type: 'datetime', precision: 3, default: () => 'CURRENT_TIMESTAMP(3)' })
  updated_at: Date;
}
