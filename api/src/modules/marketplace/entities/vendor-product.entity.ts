import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { bigintMinor } from './column-transformers';

/** One product of a vendor's list, in the vendor's order. */
@Entity('vendor_products')
export class VendorProductEntity {
  @PrimaryGeneratedColumn({ unsigned: true })
  id: number;

  @Column({ type: 'int', unsigned: true })
  user_id: number;

  @Column({ type: 'smallint', unsigned: true })
  position: number;

  @Column({ type: 'varchar' })
  name: string;

  /** Paise. */
  @Column({ type: 'bigint', unsigned: true, transformer: bigintMinor })
  rate_minor: number;
}
