import type { PaymentPurpose } from '@app/contracts';
import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** What a member can buy: 1 Elite membership, 2 the blue tick ('1YearPlan'). */
@Entity('plans')
export class PlanEntity {
  @PrimaryColumn({ type: 'int', unsigned: true })
  id: number;

  @Column({ type: 'enum', enum: ['elite', 'bluetick'] })
  kind: PaymentPurpose;

  @Column({ type: 'varchar' })
  name: string;

  /** The provider's product line and the invoice's line ('1YearPlan' for the blue tick). */
  @Column({ type: 'varchar' })
  product_info: string;

  @Column({ type: 'smallint', unsigned: true })
  duration_months: number;

  @CreateDateColumn({ type: 'datetime', precision: 3, default: () => 'CURRENT_TIMESTAMP(3)' })
  created_at: Date;
}
