import type { BlogStatus } from '@app/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity('blogs')
export class BlogEntity {
  @PrimaryGeneratedColumn({ unsigned: true })
  id: number;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'varchar', length: 160 })
  slug: string;

  /** Sanitized HTML (html-sanitizer.ts); never stored unclean. */
  @Column({ type: 'mediumtext' })
  body: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  cover_image_key: string | null;

  @Column({ type: 'varchar', length: 12, default: 'draft' })
  status: BlogStatus;

  /** When visitors may read it: set on publishing, chosen for a scheduled blog; null for a draft never out. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  publish_at: Date | null;

  @Column({ type: 'int', unsigned: true, nullable: true })
  author_id: number | null;

  /** The staff member's name when they wrote it (the blogger name visitors read). */
  @Column({ type: 'varchar', length: 120, default: '' })
  author_name: string;

  @Column({ type: 'int', unsigned: true, default: 0 })
  likes_count: number;

  @Column({ type: 'int', unsigned: true, default: 0 })
  dislikes_count: number;

  @Column({ type: 'int', unsigned: true, default: 0 })
  shares_count: number;

  @CreateDateColumn({ type: 'datetime', precision: 3, default: () => 'CURRENT_TIMESTAMP(3)' })
  created_at: Date;

  @UpdateDateColumn({ type: 'datetime', precision: 3, default: () => 'CURRENT_TIMESTAMP(3)' })
  updated_at: Date;
}
