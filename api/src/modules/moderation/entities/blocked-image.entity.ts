import { Column, Entity } from 'typeorm';
import { CreatedAtColumn, IdColumn, OptionalRefColumn, VarcharColumn } from '../../../core/database/columns';

/** 64-bit hashes travel as decimal strings to and from BIGINT UNSIGNED (beyond JavaScript's safe integers). */
const bigintColumn = {
  to: (value: bigint | undefined) => (value === undefined ? undefined : value.toString()),
  from: (value: string | number | null) => (value === null ? null : BigInt(value)),
};

/** The perceptual hash of an image staff removed: uploads that look the same are held. */
@Entity('blocked_images')
export class BlockedImageEntity {
  @IdColumn() id: number;
  @Column({ type: 'bigint', unsigned: true, transformer: bigintColumn }) hash: bigint;

  @VarcharColumn() reason: string;
  @OptionalRefColumn() created_by: number | null;

  /** The review item the image was removed from, when added from the queue. */
  @OptionalRefColumn() review_item_id: number | null;

  /** A small staff-only copy of the removed image. */
  @VarcharColumn({ nullable: true }) thumbnail_key: string | null;

  @CreatedAtColumn() created_at: Date;
}
