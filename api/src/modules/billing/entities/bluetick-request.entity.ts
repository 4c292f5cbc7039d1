import { BLUE_TICK_STATUSES, type BlueTickStatus } from '@app/contracts';
import { Entity } from 'typeorm';
import {
  CreatedAtColumn,
  EnumColumn,
  IdColumn,
  OptionalDateTimeColumn,
  RefColumn,
  UpdatedAtColumn,
  VarcharColumn,
} from '../../../core/database/columns';

/** A blue-tick request: private documents, then payment, then a staff decision. */
@Entity('bluetick_requests')
export class BluetickRequestEntity {
  @IdColumn() id: number;
  @RefColumn() user_id: number;
  @RefColumn() plan_id: number;

  /** Storage keys under the private prefix: never sent to anyone. */
  @VarcharColumn() identity_document_key: string;
  @VarcharColumn({ nullable: true }) business_proof_key: string | null;
  @EnumColumn(BLUE_TICK_STATUSES, { default: 'awaiting payment' }) status: BlueTickStatus;

  @OptionalDateTimeColumn() paid_at: Date | null;
  @OptionalDateTimeColumn() reviewed_at: Date | null;
  @VarcharColumn({ nullable: true }) review_note: string | null;
  @CreatedAtColumn() created_at: Date;
  @UpdatedAtColumn() updated_at: Date;
}
