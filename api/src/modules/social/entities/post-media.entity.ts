import { Entity } from 'typeorm';
import {
  CreatedAtColumn,
  IdColumn,
  RefColumn,
  SmallUintColumn,
  VarcharColumn,
} from '../../../core/database/columns';

/** An image of a post: the stored original (re-encoded) and, once the worker made them, its derivatives. */
@Entity('post_medias')
export class PostMediaEntity {
  @IdColumn() id: number;
  @RefColumn() post_id: number;

  /** Storage key of the re-encoded original. */
  @VarcharColumn() path: string;

  @VarcharColumn({ nullable: true }) feed_path: string | null;
  @VarcharColumn({ nullable: true }) thumb_path: string | null;
  @SmallUintColumn() width: number;
  @SmallUintColumn() height: number;

  /** The address the image was uploaded from (evidence for child-safety escalations). */
  @VarcharColumn({ nullable: true, select: false }) upload_ip: string | null;

  @CreatedAtColumn() created_at: Date;
}
