import type { StaffRole } from '@app/contracts';
import { Column, Entity } from 'typeorm';
import {
  CreatedAtColumn,
  EnumColumn,
  FlagColumn,
  IdColumn,
  OptionalDateTimeColumn,
  UpdatedAtColumn,
  VarcharColumn,
} from '../../../core/database/columns';

@Entity('staff')
export class StaffEntity {
  @IdColumn() id: number;
  @VarcharColumn() email: string;
  @VarcharColumn() name: string;
  @EnumColumn(['superadmin', 'moderator', 'content_editor', 'finance']) role: StaffRole;

  /** Empty for an invited staff member who has not set a password yet. */
  @VarcharColumn({ select: false, nullable: true }) password_hash: string | null;

  /** The TOTP secret, sealed with STAFF_TOTP_KEY (two-factor/totp.ts); never selected by default. */
  @VarcharColumn({ select: false, nullable: true }) totp_secret: string | null;

  @OptionalDateTimeColumn() totp_enabled_at: Date | null;

  /** The last time step a code was accepted for: that code and older ones are refused. */
  @Column({ type: 'bigint', unsigned: true, nullable: true, select: false }) totp_last_step: string | null;

  @OptionalDateTimeColumn() invited_at: Date | null;
  @FlagColumn({ default: true }) is_active: boolean;
  @OptionalDateTimeColumn() last_login_at: Date | null;
  @CreatedAtColumn() created_at: Date;
  @UpdatedAtColumn() updated_at: Date;
}
