import { Entity } from 'typeorm';
import {
  CreatedAtColumn,
  DateTimeColumn,
  IdColumn,
  NOW,
  OptionalDateTimeColumn,
  RefColumn,
  TextColumn,
} from '../../../core/database/columns';

/** A comment on a post (the seeds call the post `commentable_id`). */
@Entity('post_comments')
export class CommentEntity {
  @IdColumn() id: number;
  @RefColumn() post_id: number;
  @RefColumn() user_id: number;
  @TextColumn() body: string;

  /** Set while moderation holds the comment: only its author sees it, and the post's count leaves it out. */
  @OptionalDateTimeColumn() held_at: Date | null;

  @CreatedAtColumn() created_at: Date;
  @DateTimeColumn({ default: NOW }) updated_at: Date;
}
