import { Entity } from 'typeorm';
import { DigestColumn, RefColumn, TinyUintColumn } from '../../../core/database/columns';
import { ExpiringSecretColumns } from '../../../core/auth/single-use-secret-columns';

/** A one-time e-mail verification code; only its peppered hash is stored. */
@Entity('email_otps')
export class EmailOtpEntity extends ExpiringSecretColumns {
  @RefColumn() user_id: number;
  @DigestColumn() code_hash: string;
  @TinyUintColumn({ default: 0 }) attempts: number;
}
