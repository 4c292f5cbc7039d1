import { Entity } from 'typeorm';
import {
  CounterColumn,
  CreatedAtColumn,
  DateTimeColumn,
  IdColumn,
  NOW,
  OptionalDateTimeColumn,
  RefColumn,
  TextColumn,
  VarcharColumn,
} from '../../../core/database/columns';

/** A member's post on the feed. The counters are kept by the social services, never computed on read. */
@Entity('posts')
export class PostEntity {
  @IdColumn() id: number;
  @RefColumn() user_id: number;
  @VarcharColumn({ nullable: true }) title: string | null;
  @TextColumn({ nullable: true }) description: string | null;

  /**
   * The sound keys of the title's and description's words (decision 412), what search finds the post by in
   * the other script; written with the text (PostEditing), NULL on posts not keyed yet.
   */
  @TextColumn({ nullable: true, select: false }) search_keys?: string | null;

  @VarcharColumn({ nullable: true }) tags: string | null;
  @VarcharColumn({ nullable: true }) location: string | null;
  @CounterColumn() likes_count: number;
  @CounterColumn() comments_count: number;

  /** Set while moderation holds the post: only its author sees it. */
  @OptionalDateTimeColumn() held_at: Date | null;

  /** The address the post was written from (evidence for child-safety escalations). */
  @VarcharColumn({ nullable: true, select: false }) created_ip: string | null;

  @CreatedAtColumn() created_at: Date;

  /** The author's last edit; set explicitly, so like and comment counters leave it alone. */
  @DateTimeColumn({ default: NOW }) updated_at: Date;
}
