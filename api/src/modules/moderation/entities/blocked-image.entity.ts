import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** 64-bit hashes travel as decimal strings to and from BIGINT UNSIGNED (beyond JavaScript's safe integers). */
const bigintColumn = {
  to: (value: bigint | undefined) => (value === undefined ? undefined : value.toString()),
  from: (value: string | number | null) => (value === null ? null : BigInt(value)),
};

/** The perceptual hash of an image staff removed: uploads that look the same are held. */
@Entity('blocked_images')
export class BlockedImageEntity {
  @PrimaryGeneratedColumn({ unsigned: true })
  id: number;

  @Column({ type: 'bigint', unsigned: true, transformer: bigintColumn })
  hash: bigint;

  @Column({ type: 'varchar' })
  reason: string;

  @Column({ type: 'int', unsigned: true, nullable: true })
  created_by: number | null;

  /** The review item the image was removed from, when added from the queue. */
  @Column({ type: 'int', unsigned: true, nullable: true })
  review_item_id: number | null;

  /** A small staff-only copy of the removed image. */
  @Column({ type: 'varchar', nullable: true })
  thumbnail_key: string | null;

  @CreateDateColumn({ type: 'datetime', precision: 3, default: () => 'CURRENT_TIMESTAMP(3)' })
  created_at: Date;
}
