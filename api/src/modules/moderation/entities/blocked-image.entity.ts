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

  @CreateDateColumn({ type: 'datetime', precision: 3, default: () => 'CURRENT_TIMESTAMP(3)' })
  created_at: Date;
}
