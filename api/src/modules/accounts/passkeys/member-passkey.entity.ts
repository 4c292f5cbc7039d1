import { Column, Entity } from 'typeorm';
import { PasskeyColumns } from '../../../core/auth/passkeys/passkey-columns';

/** A member's passkey: signs them in without a password (docs/decisions/222). */
@Entity('member_passkeys')
export class MemberPasskeyEntity extends PasskeyColumns {
  @Column({ type: 'int', unsigned: true })
  user_id: number;
}
