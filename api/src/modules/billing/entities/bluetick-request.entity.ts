import type { BlueTickStatus } from '@app/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A blue-tick request: private documents, then payment, then a staff decision. */
@Entity('bluetick_requests')
export class BluetickRequestEntity {
  @PrimaryGeneratedColumn({ unsigned: true })
  id: number;

  @Column({ type: 'int', unsigned: true })
  user_id: number;

  @Column({ type: 'int', unsigned: true })
  plan_id: number;

  /** Storage keys under the private prefix: never sent to anyone. */
  @Column({ type: 'varchar' })
  identity_document_key: string;

  @Column({ type: 'varchar', nullable: true })
  business_proof_key: string | null;

  @Column({
    type: 'enum',
    enum: ['awaiting payment', 'under review', 'approved', 'rejected', 'cancelled'],
    default: 'awaiting payment',
  })
  status: BlueTickStatus;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  paid_at: Date | null;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  reviewed_at: Date | null;

  @Column({ type: 'varchar', nullable: true })
  review_note: string | null;

  @CreateDateColumn({ type: 'datetime', precision: 3, default: () => 'CURRENT_TIMESTAMP(3)' })
  created_at: Date;

  @UpdateDateColumn({ type: 'datetime', precision: 3, default: () => 'CURRENT_TIMESTAMP(3)' })
  updated_at: Date;
}
