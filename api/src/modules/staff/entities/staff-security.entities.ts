import { Entity } from 'typeorm';
import {
  CreatedAtColumn,
  DateTimeColumn,
  DigestColumn,
  IdColumn,
  OptionalDateTimeColumn,
  OptionalRefColumn,
  RefColumn,
} from '../../../core/database/columns';

/** A staff member's recovery code (SHA-256 of it); each works once. */
@Entity('staff_recovery_codes')
export class StaffRecoveryCodeEntity {
  @IdColumn() id: number;
  @RefColumn() staff_id: number;
  @DigestColumn() code_hash: string;
  @OptionalDateTimeColumn() used_at: Date | null;
  @CreatedAtColumn() created_at: Date;
}

/** A one-time, expiring set-password link sent to an invited staff member (SHA-256 of its token). */
@Entity('staff_invites')
export class StaffInviteEntity {
  @IdColumn() id: number;
  @RefColumn() staff_id: number;
  @DigestColumn() token_hash: string;
  @DateTimeColumn() expires_at: Date;
  @OptionalDateTimeColumn() used_at: Date | null;
  @OptionalRefColumn() invited_by: number | null;
  @CreatedAtColumn() created_at: Date;
}
