import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A single-use password-reset token; only its hash is stored. */
@Entity('password_resets')
export class PasswordResetEntity {
  @PrimaryGeneratedColumn({ unsigned: true })
  id: number;

  @Column({ type: 'int', unsigned: true })
  user_id: number;

  @Column({ type: 'varchar' })
  email: string;

  @Column({ type: 'char', length: 64 })
  token_hash: string;

  @Column({ type: 'datetime', precision: 3 })
  expires_at: Date;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  used_at: Date | null;

  @CreateDateColumn({ type: 'datetime', precision: 3, default: () => 'CURRENT_TIMESTAMP(3)' })
  created_at: Date;
}
