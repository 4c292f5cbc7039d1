import type { BlogStatus } from '@app/contracts';
import { Entity } from 'typeorm';
import {
  CounterColumn,
  MediumTextColumn,
  OptionalDateTimeColumn,
  OptionalRefColumn,
  VarcharColumn,
} from '../../../core/database/columns';
import { TitledContentColumns } from './content-columns';

@Entity('blogs')
export class BlogEntity extends TitledContentColumns {
  @VarcharColumn({ length: 160 }) slug: string;

  /** Sanitized HTML (html-sanitizer.ts); never stored unclean. */
  @MediumTextColumn() body: string;

  @VarcharColumn({ length: 255, nullable: true }) cover_image_key: string | null;
  @VarcharColumn({ length: 12, default: 'draft' }) status: BlogStatus;

  /** When visitors may read it: set on publishing, chosen for a scheduled blog; null for a draft never out. */
  @OptionalDateTimeColumn() publish_at: Date | null;

  @OptionalRefColumn() author_id: number | null;

  /** The staff member's name when they wrote it (the blogger name visitors read). */
  @VarcharColumn({ length: 120, default: '' }) author_name: string;

  @CounterColumn() likes_count: number;
  @CounterColumn() dislikes_count: number;
  @CounterColumn() shares_count: number;
}
