import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A child-safety escalation: the evidence kept for the authorities (not deleted with the account). */
@Entity('escalations')
export class EscalationEntity {
  @PrimaryGeneratedColumn({ unsigned: true })
  id: number;

  @Column({ type: 'int', unsigned: true })
  review_item_id: number;

  @Column({ type: 'varchar' })
  subject_type: string;

  @Column({ type: 'int', unsigned: true })
  subject_id: number;

  @Column({ type: 'int', unsigned: true, nullable: true })
  author_id: number | null;

  @Column({ type: 'varchar', nullable: true })
  author_name: string | null;

  @Column({ type: 'int', unsigned: true })
  staff_id: number;

  /** The manifest's facts: content, reporters, author, addresses and times. */
  @Column({ type: 'json' })
  metadata: Record<string, unknown>;

  /** Storage keys of the preserved images, in package order. */
  @Column({ type: 'json' })
  files: string[];

  @CreateDateColumn({ type: 'datetime', precision: 3, default: () => 'CURRENT_TIMESTAMP(3)' })
  created_at: Date;

  @Column({ type: 'datetime', precision: 3 })
  retain_until: Date;
}
