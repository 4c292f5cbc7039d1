import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../core/config/app-config';
import { decryptWith, encryptWith } from './pii-crypto';

/** The PII cipher with the configured key (PII_ENCRYPTION_KEY). */
@Injectable()
export class PiiCipherService {
  private readonly key: Buffer;

  constructor(config: AppConfig) {
    this.key = Buffer.from(config.PII_ENCRYPTION_KEY, 'hex');
  }

  encrypt(plain: string): string {
    return encryptWith(this.key, plain);
  }

  decrypt(stored: string): string {
    return decryptWith(this.key, stored);
  }
}
