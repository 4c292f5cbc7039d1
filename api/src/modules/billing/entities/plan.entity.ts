import type { PaymentPurpose } from '@app/contracts';
import { Entity } from 'typeorm';
import {
  CreatedAtColumn,
  EnumColumn,
  PrimaryRefColumn,
  SmallUintColumn,
  VarcharColumn,
} from '../../../core/database/columns';

/** What a member can buy: 1 Elite membership, 2 the blue tick ('1YearPlan'). */
@Entity('plans')
export class PlanEntity {
  @PrimaryRefColumn() id: number;
  @EnumColumn(['elite', 'bluetick']) kind: PaymentPurpose;
  @VarcharColumn() name: string;

  /** The provider's product line and the invoice's line ('1YearPlan' for the blue tick). */
  @VarcharColumn() product_info: string;

  @SmallUintColumn() duration_months: number;
  @CreatedAtColumn() created_at: Date;
}
