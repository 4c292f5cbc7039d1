import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A staff action: on a review item, on a member (suspend, ban, unsuspend), or an appeal's decision. */
@Entity('review_actions')
export class ReviewActionEntity {
  @PrimaryGeneratedColumn({ unsigned: true })
  id: number;

  @Column({ type: 'int', unsigned: true, nullable: true })
  review_item_id: number | null;

  /** The member the action concerns (the author of the item's content). */
  @Column({ type: 'int', unsigned: true, nullable: true })
  member_id: number | null;

  @Column({ type: 'varchar' })
  action: string;

  @Column({ type: 'smallint', unsigned: true, nullable: true })
  days: number | null;

  @Column({ type: 'varchar', nullable: true })
  note: string | null;

  @Column({ type: 'int', unsigned: true, nullable: true })
  staff_id: number | null;

  @CreateDateColumn({ type: 'datetime', precision: 3, default: () => 'CURRENT_TIMESTAMP(3)' })
  created_at: Date;
}
