import type { MarketplaceSubjectType } from '@app/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** An image of a listing (a requirement's or job's photo, a franchise offer's or sale's images). */
@Entity('marketplace_media')
export class MarketplaceMediaEntity {
  @PrimaryGeneratedColumn({ unsigned: true })
  id: number;

  @Column({ type: 'enum', enum: ['requirement', 'job', 'franchise', 'restaurant_sale'] })
  subject: MarketplaceSubjectType;

  @Column({ type: 'int', unsigned: true })
  subject_id: number;

  /** Storage key of the re-encoded image. */
  @Column({ type: 'varchar' })
  path: string;

  @CreateDateColumn({ type: 'datetime', precision: 3, default: () => 'CURRENT_TIMESTAMP(3)' })
  created_at: Date;
}
