import { Entity } from 'typeorm';
import { CreatedAtColumn, IdColumn, RefColumn } from '../../../core/database/columns';

/** One member's like of one post (unique per pair). */
@Entity('post_likes')
export class PostLikeEntity {
  @IdColumn() id: number;
  @RefColumn() post_id: number;
  @RefColumn() user_id: number;
  @CreatedAtColumn() created_at: Date;
}
