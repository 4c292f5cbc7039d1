import { Entity } from 'typeorm';
import { CreatedAtColumn, EnumColumn, IdColumn, RefColumn } from '../../../core/database/columns';

/** The listings members can show interest in: sale listings and franchise offers. */
export type InterestSubject = 'franchise' | 'restaurant_sale';

/** A member's interest in a listing: at most one per member and listing (`relation` 1 for them). */
@Entity('listing_interests')
export class ListingInterestEntity {
  @IdColumn() id: number;
  @EnumColumn(['franchise', 'restaurant_sale']) subject: InterestSubject;
  @RefColumn() subject_id: number;

  /** The listing's owner, copied so that their list of received interests reads one index. */
  @RefColumn() owner_id: number;

  @RefColumn() user_id: number;
  @CreatedAtColumn() created_at: Date;
}
