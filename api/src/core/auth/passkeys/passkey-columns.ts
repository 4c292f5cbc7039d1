import { Column, CreateDateColumn, PrimaryGeneratedColumn } from 'typeorm';

/**
 * What is kept of a passkey, the same for members' and staff's tables (each table has its owner column
 * and its foreign key, so a deleted account takes its passkeys along).
 */
export abstract class PasskeyColumns {
  @PrimaryGeneratedColumn({ unsigned: true })
  id: number;

  /** The credential id as the browser reports it (base64url); unique across owners. */
  @Column({ type: 'varchar', length: 1400 })
  credential_id: string;

  /** The COSE public key: not secret, but never sent anywhere. */
  @Column({ type: 'blob', select: false })
  public_key: Buffer;

  /** The authenticator's signature counter at the last use (0 for authenticators that keep none). */
  @Column({ type: 'int', unsigned: true })
  counter: number;

  /** How the browser may reach the authenticator (`internal`, `hybrid`, `usb`...), comma-separated. */
  @Column({ type: 'varchar', length: 255 })
  transports: string;

  @Column({ type: 'varchar', length: 60 })
  name: string;

  @Column({ type: 'boolean' })
  backed_up: boolean;

  @CreateDateColumn({ type: 'datetime', precision: 3, default: () => 'CURRENT_TIMESTAMP(3)' })
  created_at: Date;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  last_used_at: Date | null;
}
