import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A one-time e-mail verification code; only its peppered hash is stored. */
@Entity('email_otps')
export class EmailOtpEntity {
  @PrimaryGeneratedColumn({ unsigned: true })
  id: number;

  @Column({ type: 'int', unsigned: true })
  user_id: number;

  @Column({ type: 'char', length: 64 })
  code_hash: string;

  @Column({ type: 'datetime', precision: 3 })
  expires_at: Date;

  @Column({ type: 'tinyint', unsigned: true, default: 0 })
  attempts: number;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  used_at: Date | null;

  @CreateDateColumn({ type: 'datetime', precision: 3, default: () => 'CURRENT_TIMESTAMP(3)' })
  created_at: Date;
}
