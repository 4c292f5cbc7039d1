import type { PolicySlug } from '@app/contracts';
import { Entity } from 'typeorm';
import { MediumTextColumn, VarcharColumn } from '../../../core/database/columns';
import { ContentColumns } from './content-columns';

/**
 * A policy page of the member site (decision 408): the English text, which binds, and an optional Hindi
 * one. Bodies are sanitized HTML (html-sanitizer.ts), never stored unclean.
 */
@Entity('policy_pages')
export class PolicyPageEntity extends ContentColumns {
  /** The page's address on the site, without the slash. */
  @VarcharColumn({ length: 60 }) slug: PolicySlug;

  @VarcharColumn({ length: 200 }) title_en: string;
  @VarcharColumn({ length: 1000, default: '' }) intro_en: string;
  @VarcharColumn({ length: 300, default: '' }) description_en: string;
  @MediumTextColumn() body_en: string;

  /** Null while the page has no Hindi text (the site shows the English one, with a note). */
  @VarcharColumn({ length: 200, nullable: true }) title_hi: string | null;
  @VarcharColumn({ length: 1000, nullable: true }) intro_hi: string | null;
  @VarcharColumn({ length: 300, nullable: true }) description_hi: string | null;
  @MediumTextColumn({ nullable: true }) body_hi: string | null;
}
