import { Entity } from 'typeorm';
import { DigestColumn, OptionalRefColumn, RefColumn } from '../../../core/database/columns';
import { ExpiringSecretColumns, SingleUseSecretColumns } from '../../../core/auth/single-use-secret-columns';

/** A staff member's recovery code (SHA-256 of it); each works once. */
@Entity('staff_recovery_codes')
export class StaffRecoveryCodeEntity extends SingleUseSecretColumns {
  @RefColumn() staff_id: number;
  @DigestColumn() code_hash: string;
}

/** A one-time, expiring set-password link sent to an invited staff member (SHA-256 of its token). */
@Entity('staff_invites')
export class StaffInviteEntity extends ExpiringSecretColumns {
  @RefColumn() staff_id: number;
  @DigestColumn() token_hash: string;
  @OptionalRefColumn() invited_by: number | null;
}
