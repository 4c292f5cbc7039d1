import { Entity } from 'typeorm';
import {
  CreatedAtColumn,
  DateTimeColumn,
  DigestColumn,
  IdColumn,
  OptionalDateTimeColumn,
  RefColumn,
  TinyUintColumn,
} from '../../../core/database/columns';

/** A one-time e-mail verification code; only its peppered hash is stored. */
@Entity('email_otps')
export class EmailOtpEntity {
  @IdColumn() id: number;
  @RefColumn() user_id: number;
  @DigestColumn() code_hash: string;
  @DateTimeColumn() expires_at: Date;
  @TinyUintColumn({ default: 0 }) attempts: number;
  @OptionalDateTimeColumn() used_at: Date | null;
  @CreatedAtColumn() created_at: Date;
}
