import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A staff member's recovery code (SHA-256 of it); each works once. */
@Entity('staff_recovery_codes')
export class StaffRecoveryCodeEntity {
  @PrimaryGeneratedColumn({ unsigned: true })
  id: number;

  @Column({ type: 'int', unsigned: true })
  staff_id: number;

  @Column({ type: 'char', length: 64 })
  code_hash: string;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  used_at: Date | null;

  @CreateDateColumn({ type: 'datetime', precision: 3, default: () => 'CURRENT_TIMESTAMP(3)' })
  created_at: Date;
}

/** A one-time, expiring set-password link sent to an invited staff member (SHA-256 of its token). */
@Entity('staff_invites')
export class StaffInviteEntity {
  @PrimaryGeneratedColumn({ unsigned: true })
  id: number;

  @Column({ type: 'int', unsigned: true })
  staff_id: number;

  @Column({ type: 'char', length: 64 })
  token_hash: string;

  @Column({ type: 'datetime', precision: 3 })
  expires_at: Date;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  used_at: Date | null;

  @Column({ type: 'int', unsigned: true, nullable: true })
  invited_by: number | null;

  @CreateDateColumn({ type: 'datetime', precision: 3, default: () => 'CURRENT_TIMESTAMP(3)' })
  created_at: Date;
}
