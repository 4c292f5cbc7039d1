import { Entity } from 'typeorm';
import {
  CreatedAtColumn,
  DateTimeColumn,
  IdColumn,
  JsonColumn,
  OptionalRefColumn,
  RefColumn,
  VarcharColumn,
} from '../../../core/database/columns';

/** A child-safety escalation: the evidence kept for the authorities (not deleted with the account). */
@Entity('escalations')
export class EscalationEntity {
  @IdColumn() id: number;
  @RefColumn() review_item_id: number;
  @VarcharColumn() subject_type: string;
  @RefColumn() subject_id: number;
  @OptionalRefColumn() author_id: number | null;
  @VarcharColumn({ nullable: true }) author_name: string | null;
  @RefColumn() staff_id: number;

  /** The manifest's facts: content, reporters, author, addresses and times. */
  @JsonColumn() metadata: Record<string, unknown>;

  /** Storage keys of the preserved images, in package order. */
  @JsonColumn() files: string[];

  @CreatedAtColumn() created_at: Date;
  @DateTimeColumn() retain_until: Date;
}
