import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One member's report of a review item's subject (one per reporter and item). */
@Entity('review_reports')
export class ReviewReportEntity {
  @PrimaryGeneratedColumn({ unsigned: true })
  id: number;

  @Column({ type: 'int', unsigned: true })
  review_item_id: number;

  @Column({ type: 'int', unsigned: true, nullable: true })
  reporter_id: number | null;

  @Column({ type: 'varchar' })
  reason: string;

  @Column({ type: 'text', nullable: true })
  details: string | null;

  /** Whether this report hid the content (a child-safety report of an established reporter). */
  @Column({ type: 'boolean', default: false })
  held: boolean;

  @CreateDateColumn({ type: 'datetime', precision: 3, default: () => 'CURRENT_TIMESTAMP(3)' })
  created_at: Date;
}
