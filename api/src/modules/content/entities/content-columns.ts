import { CreatedAtColumn, IdColumn, UpdatedAtColumn, VarcharColumn } from '../../../core/database/columns';

/**
 * What each piece of content staff edit in the console has (blogs, podcasts, tutorials, policy pages): its id
 * and when it was written and last saved. Entities extend it (TypeORM reads the inherited columns).
 */
export abstract class ContentColumns {
  @IdColumn() id: number;
  @CreatedAtColumn() created_at: Date;
  @UpdatedAtColumn() updated_at: Date;
}

/** Content with a title of its own (blogs, podcasts, tutorials). */
export abstract class TitledContentColumns extends ContentColumns {
  @VarcharColumn({ length: 200 }) title: string;
}
