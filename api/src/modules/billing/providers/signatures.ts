import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export const sha512Hex = (text: string): string => createHash('sha512').update(text, 'utf8').digest('hex');

export const hmacSha256Hex = (secret: string, data: string | Buffer): string =>
  createHmac('sha256', secret).update(data).digest('hex');

/**
 * Compares a received hex signature with the expected one in constant time (case-insensitive, as
 * providers differ in hex case). Anything that is not hex of the same length is simply unequal.
 */
export function sameHex(received: unknown, expected: string): boolean {
  if (typeof received !== 'string' || !/^[0-9a-fA-F]+$/.test(received) || received.length !== expected.length)
    return false;
  return timingSafeEqual(
    Buffer.from(received.toLowerCase(), 'latin1'),
    Buffer.from(expected.toLowerCase(), 'latin1'),
  );
}
