import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A comment on a post (the seeds call the post `commentable_id`). */
@Entity('post_comments')
export class CommentEntity {
  @PrimaryGeneratedColumn({ unsigned: true })
  id: number;

  @Column({ type: 'int', unsigned: true })
  post_id: number;

  @Column({ type: 'int', unsigned: true })
  user_id: number;

  @Column({ type: 'text' })
  body: string;

  /** Set while moderation holds the comment: only its author sees it, and the post's count leaves it out. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  held_at: Date | null;

  @CreateDateColumn({ type: 'datetime', precision: 3, default: () => 'CURRENT_TIMESTAMP(3)' })
  created_at: Date;

  @Column({ type: 'datetime', precision: 3, default: () => 'CURRENT_TIMESTAMP(3)' })
  updated_at: Date;
}
