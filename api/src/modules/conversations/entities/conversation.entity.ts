import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { bigintId } from './id-transformer';

/** Two members and where they began (one row per ordered pair and context; migration 1795503000000). */
@Entity('conversations')
export class ConversationEntity {
  @PrimaryGeneratedColumn({ unsigned: true })
  id: number;

  @Column({ type: 'int', unsigned: true })
  user_low_id: number;

  @Column({ type: 'int', unsigned: true })
  user_high_id: number;

  /** 'none' between members who follow each other, else a ConversationContextType. */
  @Column({ type: 'varchar', length: 20, default: 'none' })
  context_type: string;

  @Column({ type: 'int', unsigned: true, default: 0 })
  context_id: number;

  @Column({ type: 'int', unsigned: true })
  started_by: number;

  @Column({ type: 'bigint', unsigned: true, nullable: true, transformer: bigintId })
  last_message_id: number | null;

  @CreateDateColumn({ type: 'datetime', precision: 3, default: () => 'CURRENT_TIMESTAMP(3)' })
  created_at: Date;
}
