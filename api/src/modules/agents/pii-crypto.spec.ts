import { randomBytes } from 'node:crypto';
import { decryptWith, encryptWith } from './pii-crypto';

describe('PII cipher', () => {
  const key = randomBytes(32);

  it('round-trips, with a different ciphertext each time and no plaintext in it', () => {
    const a = encryptWith(key, 'ABCPE1234F');
    const b = encryptWith(key, 'ABCPE1234F');
    expect(a).not.toBe(b);
    expect(a).not.toContain('ABCPE1234F');
    expect(decryptWith(key, a)).toBe('ABCPE1234F');
    expect(decryptWith(key, b)).toBe('ABCPE1234F');
  });

  it('refuses a tampered value and another key', () => {
    const stored = encryptWith(key, '234123412346');
    const parts = stored.split('.');
    const data = Buffer.from(parts[3]!, 'base64url');
    data[0] = data[0]! ^ 1;
    parts[3] = data.toString('base64url');
    expect(() => decryptWith(key, parts.join('.'))).toThrow();
    expect(() => decryptWith(randomBytes(32), stored)).toThrow();
    expect(() => decryptWith(key, 'plain')).toThrow();
  });
});
