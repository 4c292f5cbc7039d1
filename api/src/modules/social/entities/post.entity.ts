import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A member's post on the feed. The counters are kept by the social services, never computed on read. */
@Entity('posts')
export class PostEntity {
  @PrimaryGeneratedColumn({ unsigned: true })
  id: number;

  @Column({ type: 'int', unsigned: true })
  user_id: number;

  @Column({ type: 'varchar', nullable: true })
  title: string | null;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  /**
   * The sound keys of the title's and description's words (decision 412), what search finds the post by in
   * the other script; written with the text (PostEditing), NULL on posts not keyed yet.
   */
  @Column({ type: 'text', nullable: true, select: false })
  search_keys?: string | null;

  @Column({ type: 'varchar', nullable: true })
  tags: string | null;

  @Column({ type: 'varchar', nullable: true })
  location: string | null;

  @Column({ type: 'int', unsigned: true, default: 0 })
  likes_count: number;

  @Column({ type: 'int', unsigned: true, default: 0 })
  comments_count: number;

  /** Set while moderation holds the post: only its author sees it. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  held_at: Date | null;

  /** The address the post was written from (evidence for child-safety escalations). */
  @Column({ type: 'varchar', nullable: true, select: false })
  created_ip: string | null;

  @CreateDateColumn({ type: 'datetime', precision: 3, default: () => 'CURRENT_TIMESTAMP(3)' })
  created_at: Date;

  /** The author's last edit; set explicitly, so like and comment counters leave it alone. */
  @Column({ type: 'datetime', precision: 3, default: () => 'CURRENT_TIMESTAMP(3)' })
  updated_at: Date;
}
