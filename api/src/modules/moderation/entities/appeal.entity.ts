import type { AppealOutcome } from '@app/contracts';
import { Entity } from 'typeorm';
import {
  CreatedAtColumn,
  EnumColumn,
  IdColumn,
  OptionalDateTimeColumn,
  OptionalRefColumn,
  RefColumn,
  TextColumn,
  VarcharColumn,
} from '../../../core/database/columns';

/** A member's appeal of one notice (one per notice). */
@Entity('moderation_appeals')
export class AppealEntity {
  @IdColumn() id: number;
  @RefColumn() notice_id: number;
  @RefColumn() user_id: number;
  @TextColumn() text: string;
  @EnumColumn(['open', 'decided'], { default: 'open' }) status: 'open' | 'decided';
  @EnumColumn(['upheld', 'reversed'], { nullable: true }) outcome: AppealOutcome | null;
  @VarcharColumn({ nullable: true }) note: string | null;
  @OptionalRefColumn() decided_by: number | null;
  @CreatedAtColumn() created_at: Date;
  @OptionalDateTimeColumn() decided_at: Date | null;
}
