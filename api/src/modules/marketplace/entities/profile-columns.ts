import { OptionalRefColumn, PrimaryRefColumn, TextColumn } from '../../../core/database/columns';

/**
 * What each profile beside the member account has (vendor, restaurant, professional): one row per member,
 * the form's free text and the main office city. Entities extend it (TypeORM reads the inherited columns).
 */
export abstract class ProfileColumns {
  @PrimaryRefColumn() user_id: number;

  /** The form's free text ("About You"). */
  @TextColumn({ nullable: true }) comments: string | null;

  /** "Main Office City". */
  @OptionalRefColumn() native_city_id: number | null;
}
