import type { StaffRole } from '@app/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity('staff')
export class StaffEntity {
  @PrimaryGeneratedColumn({ unsigned: true })
  id: number;

  @Column({ type: 'varchar' })
  email: string;

  @Column({ type: 'varchar' })
  name: string;

  @Column({ type: 'enum', enum: ['superadmin', 'moderator', 'content_editor', 'finance'] })
  role: StaffRole;

  /** Empty for an invited staff member who has not set a password yet. */
  @Column({ type: 'varchar', select: false, nullable: true })
  password_hash: string | null;

  /** The TOTP secret, sealed with STAFF_TOTP_KEY (two-factor/totp.ts); never selected by default. */
  @Column({ type: 'varchar', select: false, nullable: true })
  totp_secret: string | null;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  totp_enabled_at: Date | null;

  /** The last time step a code was accepted for: that code and older ones are refused. */
  @Column({ type: 'bigint', unsigned: true, nullable: true, select: false })
  totp_last_step: string | null;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  invited_at: Date | null;

  @Column({ type: 'boolean', default: true })
  is_active: boolean;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  last_login_at: Date | null;

  @CreateDateColumn({ type: 'datetime', precision: 3, default: () => 'CURRENT_TIMESTAMP(3)' })
  created_at: Date;

  @UpdateDateColumn({ type: 'datetime', precision: 3, default: () => 'CURRENT_TIMESTAMP(3)' })
  updated_at: Date;
}
