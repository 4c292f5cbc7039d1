import type { AppealOutcome } from '@app/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A member's appeal of one notice (one per notice). */
@Entity('moderation_appeals')
export class AppealEntity {
  @PrimaryGeneratedColumn({ unsigned: true })
  id: number;

  @Column({ type: 'int', unsigned: true })
  notice_id: number;

  @Column({ type: 'int', unsigned: true })
  user_id: number;

  @Column({ type: 'text' })
  text: string;

  @Column({ type: 'enum', enum: ['open', 'decided'], default: 'open' })
  status: 'open' | 'decided';

  @Column({ type: 'enum', enum: ['upheld', 'reversed'], nullable: true })
  outcome: AppealOutcome | null;

  @Column({ type: 'varchar', nullable: true })
  note: string | null;

  @Column({ type: 'int', unsigned: true, nullable: true })
  decided_by: number | null;

  @CreateDateColumn({ type: 'datetime', precision: 3, default: () => 'CURRENT_TIMESTAMP(3)' })
  created_at: Date;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  decided_at: Date | null;
}
