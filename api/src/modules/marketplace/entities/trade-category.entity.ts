import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A trade category staff edit in the console (decision 300): what vendors sell, what requirements need. */
@Entity('trade_categories')
export class TradeCategoryEntity {
  @PrimaryGeneratedColumn({ unsigned: true })
  id: number;

  @Column({ type: 'varchar', length: 100 })
  name_en: string;

  @Column({ type: 'varchar', length: 100 })
  name_hi: string;

  /** Comma-separated words a requirement's category is suggested from. */
  @Column({ type: 'varchar', length: 1000, default: '' })
  keywords: string;

  @Column({ type: 'int', unsigned: true, default: 0 })
  position: number;

  @Column({ type: 'datetime', precision: 3, default: () => 'CURRENT_TIMESTAMP(3)' })
  created_at: Date;

  @Column({ type: 'datetime', precision: 3, default: () => 'CURRENT_TIMESTAMP(3)' })
  updated_at: Date;
}
