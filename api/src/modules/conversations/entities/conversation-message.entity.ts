import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A stored image of a message: its private storage key (`messages/…`, never public) and size. */
export interface MessageImageFile {
  key: string;
  width: number;
  height: number;
}

@Entity('conversation_messages')
export class ConversationMessageEntity {
  /** BIGINT: mysql2 answers it as a string; the mappers make it a number (ids stay below 2^53). */
  @PrimaryGeneratedColumn({ type: 'bigint', unsigned: true })
  id: string;

  @Column({ type: 'int', unsigned: true })
  conversation_id: number;

  @Column({ type: 'int', unsigned: true })
  sender_id: number;

  @Column({ type: 'text' })
  body: string;

  @Column({ type: 'json', nullable: true })
  images: MessageImageFile[] | null;

  /** Held by a check or a report: its sender alone sees it until staff release it. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  held_at: Date | null;

  @CreateDateColumn({ type: 'datetime', precision: 3, default: () => 'CURRENT_TIMESTAMP(3)' })
  created_at: Date;
}
