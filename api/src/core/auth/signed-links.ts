import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signature of a link that stands in for a login for one narrow act (decision 274): unsubscribing
 * from a mail, turning a saved search's alerts off, appealing a moderation notice. HMAC-SHA256 under the
 * server's secret over `<purpose>:<part>:<part>…`, base64url; the purpose keeps a signature made for one
 * act from being replayed for another. Such links do not expire: a mail read months later still works.
 */
export function linkSignature(secret: string, purpose: string, parts: readonly (string | number)[]): string {
  return createHmac('sha256', secret)
    .update([purpose, ...parts].join(':'))
    .digest('base64url');
}

/** Whether `given` is the link signature of these parts, compared in constant time. */
export function linkSignatureMatches(
  secret: string,
  purpose: string,
  parts: readonly (string | number)[],
  given: string,
): boolean {
  const expected = Buffer.from(linkSignature(secret, purpose, parts));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** The two headers of RFC 8058's one-click unsubscribe, to a POST endpoint at `url`. */
export function oneClickUnsubscribeHeaders(url: URL | string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${url.toString()}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
