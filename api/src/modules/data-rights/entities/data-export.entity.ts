import { Entity } from 'typeorm';
import {
  CreatedAtColumn,
  DigestColumn,
  EnumColumn,
  IdColumn,
  OptionalDateTimeColumn,
  RefColumn,
  VarcharColumn,
} from '../../../core/database/columns';

/** A member's data export: built by the data-export queue, downloaded with a mailed, expiring link. */
@Entity('data_exports')
export class DataExportEntity {
  @IdColumn() id: number;
  @RefColumn() user_id: number;
  @EnumColumn(['queued', 'ready', 'failed'], { default: 'queued' }) status: 'queued' | 'ready' | 'failed';

  /** HMAC of the link's token; the token itself is only in the mail. */
  @DigestColumn({ nullable: true }) token_hash: string | null;

  /** Private storage key of the zip. */
  @VarcharColumn({ nullable: true }) storage_key: string | null;

  @OptionalDateTimeColumn() expires_at: Date | null;
  @CreatedAtColumn() created_at: Date;
}
