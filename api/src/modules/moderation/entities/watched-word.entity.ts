import { Entity } from 'typeorm';
import { CreatedAtColumn, IdColumn, OptionalRefColumn, VarcharColumn } from '../../../core/database/columns';

/** A word or phrase staff watch for in members' text. */
@Entity('watched_words')
export class WatchedWordEntity {
  @IdColumn() id: number;
  @VarcharColumn() word: string;

  /** The staff member who added it. */
  @OptionalRefColumn() created_by: number | null;

  @CreatedAtColumn() created_at: Date;
}
