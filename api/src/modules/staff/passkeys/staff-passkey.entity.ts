import { Entity } from 'typeorm';
import { RefColumn } from '../../../core/database/columns';
import { PasskeyColumns } from '../../../core/auth/passkeys/passkey-columns';

/** A staff member's passkey: a second factor beside the TOTP code (docs/decisions/222). */
@Entity('staff_passkeys')
export class StaffPasskeyEntity extends PasskeyColumns {
  @RefColumn() staff_id: number;
}
