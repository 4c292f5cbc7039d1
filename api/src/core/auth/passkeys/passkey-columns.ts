import { Column } from 'typeorm';
import {
  CreatedAtColumn,
  IdColumn,
  OptionalDateTimeColumn,
  UintColumn,
  VarcharColumn,
} from '../../database/columns';

/**
 * What is kept of a passkey, the same for members' and staff's tables (each table has its owner column
 * and its foreign key, so a deleted account takes its passkeys along).
 */
export abstract class PasskeyColumns {
  @IdColumn() id: number;

  /** The credential id as the browser reports it (base64url); unique across owners. */
  @VarcharColumn({ length: 1400 }) credential_id: string;

  /** The COSE public key: not secret, but never sent anywhere. */
  @Column({ type: 'blob', select: false }) public_key: Buffer;

  /** The authenticator's signature counter at the last use (0 for authenticators that keep none). */
  @UintColumn() counter: number;

  /** How the browser may reach the authenticator (`internal`, `hybrid`, `usb`...), comma-separated. */
  @VarcharColumn({ length: 255 }) transports: string;

  @VarcharColumn({ length: 60 }) name: string;
  @Column({ type: 'boolean' }) backed_up: boolean;

  @CreatedAtColumn() created_at: Date;
  @OptionalDateTimeColumn() last_used_at: Date | null;
}
