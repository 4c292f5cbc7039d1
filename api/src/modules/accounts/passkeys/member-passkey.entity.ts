import { Entity } from 'typeorm';
import { RefColumn } from '../../../core/database/columns';
import { PasskeyColumns } from '../../../core/auth/passkeys/passkey-columns';

/** A member's passkey: signs them in without a password (docs/decisions/222). */
@Entity('member_passkeys')
export class MemberPasskeyEntity extends PasskeyColumns {
  @RefColumn() user_id: number;
}
