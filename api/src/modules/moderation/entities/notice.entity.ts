import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A statement of reasons: what was decided about a member's content or account, why, and by whom. */
@Entity('moderation_notices')
export class NoticeEntity {
  @PrimaryGeneratedColumn({ unsigned: true })
  id: number;

  @Column({ type: 'int', unsigned: true })
  user_id: number;

  @Column({ type: 'int', unsigned: true, nullable: true })
  review_item_id: number | null;

  @Column({ type: 'int', unsigned: true, nullable: true })
  action_id: number | null;

  @Column({ type: 'varchar' })
  subject_type: string;

  @Column({ type: 'varchar', nullable: true })
  subject_excerpt: string | null;

  @Column({ type: 'varchar' })
  action: string;

  @Column({ type: 'varchar' })
  rule: string;

  @Column({ type: 'enum', enum: ['automatic', 'staff'] })
  decided_by: 'automatic' | 'staff';

  @Column({ type: 'int', unsigned: true, nullable: true })
  staff_id: number | null;

  @Column({ type: 'datetime', precision: 3 })
  appeal_until: Date;

  @CreateDateColumn({ type: 'datetime', precision: 3, default: () => 'CURRENT_TIMESTAMP(3)' })
  created_at: Date;
}
