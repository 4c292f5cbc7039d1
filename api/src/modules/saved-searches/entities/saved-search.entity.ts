import { SAVED_SEARCH_KINDS, type SavedSearchFrequency, type SavedSearchKind } from '@app/contracts';
import { CreateDateColumn, Entity, UpdateDateColumn } from 'typeorm';
import {
  EnumColumn,
  IdColumn,
  OptionalDateTimeColumn,
  RefColumn,
  UintColumn,
  VarcharColumn,
} from '../../../core/database/columns';

/**
 * A member's saved search (migration 1795524000000). The criteria a search does not limit are stored as
 * 'any' / 0 so that every search has one row in the matching index (decision 351).
 */
@Entity('saved_searches')
export class SavedSearchEntity {
  @IdColumn() id: number;
  @RefColumn() user_id: number;
  @VarcharColumn({ length: 100, default: '' }) query: string;
  @EnumColumn(['any', ...SAVED_SEARCH_KINDS], { default: 'any' }) kind: SavedSearchKind | 'any';

  @RefColumn({ default: 0 }) category_id: number;
  @EnumColumn(['any', 'city', 'state'], { default: 'any' }) place_type: 'any' | 'city' | 'state';
  @RefColumn({ default: 0 }) place_id: number;

  /** The first letters of the query's longest word (saved-search-matching.ts). */
  @VarcharColumn({ length: 3, default: '' }) word_key: string;

  @UintColumn({ nullable: true }) salary_min: number | null;
  @UintColumn({ nullable: true }) salary_max: number | null;
  @EnumColumn(['instant', 'daily', 'weekly']) frequency: SavedSearchFrequency;

  /** When a one-click unsubscribe turned this search's alerts off (decision 372); null while they go. */
  @OptionalDateTimeColumn({ default: null }) alerts_off_at: Date | null;

  @CreateDateColumn({ type: 'datetime', precision: 3 }) created_at: Date;

  @UpdateDateColumn({ type: 'datetime', precision: 3 }) updated_at: Date;
}
