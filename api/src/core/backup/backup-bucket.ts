import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { DeleteObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { AppConfig } from '../config/app-config';
import { s3ClientFor } from '../storage/s3.storage';

/**
 * The off-machine copies of the backups (BACKUP_S3_BUCKET): each archive is put there once made, with its
 * `.sha256` beside it, and removed there when retention removes it from BACKUP_DIR, so the bucket keeps
 * exactly what BACKUP_DIR keeps (docs/decisions/330). The storage's S3 client settings reach the server.
 */
export class BackupBucket {
  private readonly client: S3Client;

  constructor(
    readonly bucket: string,
    private readonly prefix: string,
    config: AppConfig,
  ) {
    this.client = s3ClientFor(config);
  }

  /** The bucket of the settings, or null when backups are not copied. */
  static of(config: AppConfig): BackupBucket | null {
    return config.BACKUP_S3_BUCKET
      ? new BackupBucket(config.BACKUP_S3_BUCKET, config.BACKUP_S3_PREFIX, config)
      : null;
  }

  key(fileName: string): string {
    return `${this.prefix}${fileName}`;
  }

  /** Where a copy is, as recorded on the run and shown in the console: `s3://bucket/prefix/name`. */
  location(fileName: string): string {
    return `s3://${this.bucket}/${this.key(fileName)}`;
  }

  /**
   * Streams the archive up in one PUT (its length known, so nothing is held in memory; S3 takes up to 5 GB
   * so). The checksum file goes last: a copy with its `.sha256` is a whole one.
   */
  async upload(path: string, fileName: string, sha256: string): Promise<string> {
    const { size } = await stat(path);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.key(fileName),
        Body: createReadStream(path),
        ContentLength: size,
        ContentType: 'application/gzip',
        Metadata: { sha256 },
      }),
    );
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.key(`${fileName}.sha256`),
        Body: `${sha256}  ${fileName}\n`,
        ContentType: 'text/plain',
      }),
    );
    return this.location(fileName);
  }

  /** Removes a copy and its checksum; a copy already gone is no error (S3 answers 204 either way). */
  async remove(fileName: string): Promise<void> {
    for (const key of [this.key(fileName), this.key(`${fileName}.sha256`)])
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  close(): void {
    this.client.destroy();
  }
}
