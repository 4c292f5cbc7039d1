import { createHmac } from 'node:crypto';
import { linkSignature, linkSignatureMatches, oneClickUnsubscribeHeaders } from './signed-links';

describe('signed links', () => {
  const secret = 'test-secret';

  it('signs `<purpose>:<parts>` so that links already sent keep working', () => {
    const sent = createHmac('sha256', secret).update('unsubscribe:42:weekly_digest').digest('base64url');
    expect(linkSignature(secret, 'unsubscribe', [42, 'weekly_digest'])).toBe(sent);
    expect(linkSignatureMatches(secret, 'unsubscribe', [42, 'weekly_digest'], sent)).toBe(true);
  });

  it('refuses a signature made for another act, member, secret or cut short', () => {
    const signature = linkSignature(secret, 'moderation-notice', [7, 42]);
    expect(linkSignatureMatches(secret, 'saved-search-unsubscribe', [7, 42], signature)).toBe(false);
    expect(linkSignatureMatches(secret, 'moderation-notice', [7, 43], signature)).toBe(false);
    expect(linkSignatureMatches('other-secret', 'moderation-notice', [7, 42], signature)).toBe(false);
    expect(linkSignatureMatches(secret, 'moderation-notice', [7, 42], signature.slice(0, -1))).toBe(false);
    expect(linkSignatureMatches(secret, 'moderation-notice', [7, 42], '')).toBe(false);
  });

  it('gives the two headers of a one-click unsubscribe', () => {
    expect(oneClickUnsubscribeHeaders(new URL('https://api.example/api/x?token=a.b'))).toEqual({
      'List-Unsubscribe': '<https://api.example/api/x?token=a.b>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});
