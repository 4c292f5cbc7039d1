import { Entity } from 'typeorm';
import { DigestColumn, RefColumn, VarcharColumn } from '../../../core/database/columns';
import { ExpiringSecretColumns } from '../../../core/auth/single-use-secret-columns';

/** A single-use password-reset token; only its hash is stored. */
@Entity('password_resets')
export class PasswordResetEntity extends ExpiringSecretColumns {
  @RefColumn() user_id: number;
  @VarcharColumn() email: string;
  @DigestColumn() token_hash: string;
}
