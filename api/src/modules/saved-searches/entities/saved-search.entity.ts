import type { SavedSearchFrequency, SavedSearchKind } from '@app/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * A member's saved search (migration 1795524000000). The criteria a search does not limit are stored as
 * 'any' / 0 so that every search has one row in the matching index (decision 351).
 */
@Entity('saved_searches')
export class SavedSearchEntity {
  @PrimaryGeneratedColumn({ unsigned: true })
  id: number;

  @Column({ type: 'int', unsigned: true })
  user_id: number;

  @Column({ type: 'varchar', length: 100, default: '' })
  query: string;

  @Column({
    type: 'enum',
    enum: ['any', 'requirement', 'job', 'franchise', 'restaurant_sale'],
    default: 'any',
  })
  kind: SavedSearchKind | 'any';

  @Column({ type: 'int', unsigned: true, default: 0 })
  category_id: number;

  @Column({ type: 'enum', enum: ['any', 'city', 'state'], default: 'any' })
  place_type: 'any' | 'city' | 'state';

  @Column({ type: 'int', unsigned: true, default: 0 })
  place_id: number;

  /** The first letters of the query's longest word (saved-search-matching.ts). */
  @Column({ type: 'varchar', length: 3, default: '' })
  word_key: string;

  @Column({ type: 'int', unsigned: true, nullable: true })
  salary_min: number | null;

  @Column({ type: 'int', unsigned: true, nullable: true })
  salary_max: number | null;

  @Column({ type: 'enum', enum: ['instant', 'daily', 'weekly'] })
  frequency: SavedSearchFrequency;

  /** When a one-click unsubscribe turned this search's alerts off (decision 372); null while they go. */
  @Column({ type: 'datetime', precision: 3, nullable: true, default: null })
  alerts_off_at: Date | null;

  @CreateDateColumn({ type: 'datetime', precision: 3 })
  created_at: Date;

  @UpdateDateColumn({ type: 'datetime', precision: 3 })
  updated_at: Date;
}
