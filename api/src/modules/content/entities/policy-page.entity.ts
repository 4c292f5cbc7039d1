import type { PolicySlug } from '@app/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * A policy page of the member site (decision 408): the English text, which binds, and an optional Hindi
 * one. Bodies are sanitized HTML (html-sanitizer.ts), never stored unclean.
 */
@Entity('policy_pages')
export class PolicyPageEntity {
  @PrimaryGeneratedColumn({ unsigned: true })
  id: number;

  /** The page's address on the site, without the slash. */
  @Column({ type: 'varchar', length: 60 })
  slug: PolicySlug;

  @Column({ type: 'varchar', length: 200 })
  title_en: string;

  @Column({ type: 'varchar', length: 1000, default: '' })
  intro_en: string;

  @Column({ type: 'varchar', length: 300, default: '' })
  description_en: string;

  @Column({ type: 'mediumtext' })
  body_en: string;

  /** Null while the page has no Hindi text (the site shows the English one, with a note). */
  @Column({ type: 'varchar', length: 200, nullable: true })
  title_hi: string | null;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  intro_hi: string | null;

  @Column({ type: 'varchar', length: 300, nullable: true })
  description_hi: string | null;

  @Column({ type: 'mediumtext', nullable: true })
  body_hi: string | null;

  @CreateDateColumn({ type: 'datetime', precision: 3, default: () => 'CURRENT_TIMESTAMP(3)' })
  created_at: Date;

  @UpdateDateColumn({ type: 'datetime', precision: 3, default: () => 'CURRENT_TIMESTAMP(3)' })
  updated_at: Date;
}
