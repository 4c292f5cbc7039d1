import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { bigintMinor } from './column-transformers';

/** A vendor's quote on a requirement; one per vendor and requirement (a new quote replaces it). */
@Entity('requirement_quotes')
export class RequirementQuoteEntity {
  @PrimaryGeneratedColumn({ unsigned: true })
  id: number;

  @Column({ type: 'int', unsigned: true })
  requirement_id: number;

  /** The requirement's owner, copied so the owner's received quotes page by an index. */
  @Column({ type: 'int', unsigned: true })
  owner_id: number;

  @Column({ type: 'int', unsigned: true })
  vendor_id: number;

  @Column({ type: 'varchar' })
  mobile_no: string;

  /** Paise. */
  @Column({ type: 'bigint', unsigned: true, transformer: bigintMinor })
  rate_minor: number;

  @Column({ type: 'varchar', nullable: true })
  remark: string | null;

  @CreateDateColumn({ type: 'datetime', precision: 3, default: () => 'CURRENT_TIMESTAMP(3)' })
  created_at: Date;

  @Column({ type: 'datetime', precision: 3, default: () => 'CURRENT_TIMESTAMP(3)' })
  updated_at: Date;
}
