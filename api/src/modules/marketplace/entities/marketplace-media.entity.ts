import type { MarketplaceSubjectType } from '@app/contracts';
import { Entity } from 'typeorm';
import {
  CreatedAtColumn,
  EnumColumn,
  IdColumn,
  RefColumn,
  VarcharColumn,
} from '../../../core/database/columns';

/** An image of a listing (a requirement's or job's photo, a franchise offer's or sale's images). */
@Entity('marketplace_media')
export class MarketplaceMediaEntity {
  @IdColumn() id: number;
  @EnumColumn(['requirement', 'job', 'franchise', 'restaurant_sale']) subject: MarketplaceSubjectType;
  @RefColumn() subject_id: number;

  /** Storage key of the re-encoded image. */
  @VarcharColumn() path: string;

  @CreatedAtColumn() created_at: Date;
}
