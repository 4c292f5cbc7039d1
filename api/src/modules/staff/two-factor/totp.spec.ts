import {
  base32Decode,
  base32Encode,
  hashRecoveryCode,
  hotp,
  matchTotp,
  newRecoveryCodes,
  newTotpSecret,
  openSecret,
  otpauthUri,
  sealSecret,
  totpCode,
} from './totp';

// RFC 6238 appendix B, SHA-1, seed "12345678901234567890" (the test vectors' last 6 digits).
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890', 'ascii'));

describe('TOTP (RFC 6238)', () => {
  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1111111111, '050471'],
    [1234567890, '005924'],
    [2000000000, '279037'],
  ])('at %i s the code is %s', (seconds, code) => {
    expect(totpCode(RFC_SECRET, seconds * 1000)).toBe(code);
  });

  it('HOTP matches RFC 4226 appendix D', () => {
    const secret = Buffer.from('12345678901234567890', 'ascii');
    expect([0, 1, 2, 9].map((c) => hotp(secret, c))).toEqual(['755224', '287082', '359152', '520489']);
  });

  it('round-trips base32', () => {
    const bytes = Buffer.from([0, 1, 2, 250, 251, 255, 7]);
    expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
    expect(newTotpSecret()).toMatch(/^[A-Z2-7]{32}$/);
  });

  it('accepts the step before and after, refuses older steps and used ones', () => {
    const now = 1111111111_000;
    const step = Math.floor(now / 30_000);
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, now - 30_000), now, null)).toBe(step - 1);
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, now + 30_000), now, null)).toBe(step + 1);
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, now - 60_000), now, null)).toBeNull();
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, now), now, step)).toBeNull();
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, now), now, step - 1)).toBe(step);
    expect(matchTotp(RFC_SECRET, 'abcdef', now, null)).toBeNull();
  });

  it('names issuer and account in the otpauth URI', () => {
    expect(otpauthUri('Restaurant Community', 'a@b.c', 'ABC')).toBe(
      'otpauth://totp/Restaurant%20Community%3Aa%40b.c?secret=ABC&issuer=Restaurant+Community&algorithm=SHA1&digits=6&period=30',
    );
  });

  it('seals secrets so that only the same key opens them', () => {
    const sealed = sealSecret('k'.repeat(32), 'JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(openSecret('k'.repeat(32), sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(() => openSecret('x'.repeat(32), sealed)).toThrow();
  });

  it('makes distinct recovery codes and hashes them regardless of case', () => {
    const codes = newRecoveryCodes();
    expect(new Set(codes).size).toBe(10);
    expect(codes[0]).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    expect(hashRecoveryCode(codes[0]!.toUpperCase())).toBe(hashRecoveryCode(codes[0]!));
  });
});
