import { Entity } from 'typeorm';
import {
  CreatedAtColumn,
  DateTimeColumn,
  DigestColumn,
  IdColumn,
  OptionalDateTimeColumn,
  RefColumn,
  VarcharColumn,
} from '../../../core/database/columns';

/** A single-use password-reset token; only its hash is stored. */
@Entity('password_resets')
export class PasswordResetEntity {
  @IdColumn() id: number;
  @RefColumn() user_id: number;
  @VarcharColumn() email: string;
  @DigestColumn() token_hash: string;
  @DateTimeColumn() expires_at: Date;
  @OptionalDateTimeColumn() used_at: Date | null;
  @CreatedAtColumn() created_at: Date;
}
