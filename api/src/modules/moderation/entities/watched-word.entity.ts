import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A word or phrase staff watch for in members' text. */
@Entity('watched_words')
export class WatchedWordEntity {
  @PrimaryGeneratedColumn({ unsigned: true })
  id: number;

  @Column({ type: 'varchar' })
  word: string;

  /** The staff member who added it. */
  @Column({ type: 'int', unsigned: true, nullable: true })
  created_by: number | null;

  @CreateDateColumn({ type: 'datetime', precision: 3, default: () => 'CURRENT_TIMESTAMP(3)' })
  created_at: Date;
}
