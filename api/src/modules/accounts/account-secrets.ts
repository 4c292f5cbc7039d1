import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** Secrets are stored as HMAC-SHA256 with a server pepper: a leaked table alone does not give codes away. */
export function hashSecret(secret: string, pepper: string): string {
  return createHmac('sha256', pepper).update(secret).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A 6-digit code from the CSPRNG (leading zeros kept). */
export function newOtpCode(): string {
  return Array.from({ length: 6 }, () => randomInt(0, 10)).join('');
}

/** 32 random bytes, URL-safe. */
export function newResetToken(): string {
  return randomBytes(32).toString('base64url');
}
