import { Column, Entity, PrimaryColumn } from 'typeorm';
import { FlagColumn, PrimaryRefColumn } from '../../../core/database/columns';

/** One visitor's reaction to and share of one blog: what makes a like count once (decision 141). */
@Entity('blog_visitors')
export class BlogVisitorEntity {
  @PrimaryRefColumn() blog_id: number;

  /** `m:<member id>` or `v:<visitor cookie>`. */
  @PrimaryColumn({ type: 'varchar', length: 64 }) visitor: string;

  /** 1 like, -1 dislike, null none yet. */
  @Column({ type: 'tinyint', nullable: true }) reaction: 1 | -1 | null;

  @FlagColumn() shared: boolean;
}
