import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A member's data export: built by the data-export queue, downloaded with a mailed, expiring link. */
@Entity('data_exports')
export class DataExportEntity {
  @PrimaryGeneratedColumn({ unsigned: true })
  id: number;

  @Column({ type: 'int', unsigned: true })
  user_id: number;

  @Column({ type: 'enum', enum: ['queued', 'ready', 'failed'], default: 'queued' })
  status: 'queued' | 'ready' | 'failed';

  /** HMAC of the link's token; the token itself is only in the mail. */
  @Column({ type: 'char', length: 64, nullable: true })
  token_hash: string | null;

  /** Private storage key of the zip. */
  @Column({ type: 'varchar', nullable: true })
  storage_key: string | null;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  expires_at: Date | null;

  @CreateDateColumn({ type: 'datetime', precision: 3, default: () => 'CURRENT_TIMESTAMP(3)' })
  created_at: Date;
}
