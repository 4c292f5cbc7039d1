import { SAVED_SEARCH_LIMITS, SAVED_SEARCH_UNSUBSCRIBE_TOKEN } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import {
  linkSignature,
  linkSignatureMatches,
  oneClickUnsubscribeHeaders,
} from '../../core/auth/signed-links';
import { AppConfig } from '../../core/config/app-config';

const PURPOSE = 'saved-search-unsubscribe';

/**
 * The one-click unsubscribe of a saved-search alert (decision 372, RFC 8058): the token names the member
 * and the saved searches the mail was for (`<member>.<id>-<id>….<signature>`, HMAC-SHA256 under
 * JWT_SECRET, as the optional mails' links are signed: decision 274), and can do nothing but turn the
 * alerts of those searches off. It does not expire: a mail read months later still works.
 */
@Injectable()
export class SavedSearchUnsubscribeLinksService {
  constructor(private readonly config: AppConfig) {}

  token(memberId: number, searchIds: readonly number[]): string {
    const ids = [...new Set(searchIds)].sort((a, b) => a - b).slice(0, SAVED_SEARCH_LIMITS.perMember);
    return `${memberId}.${ids.join('-')}.${this.signature(memberId, ids)}`;
  }

  /** The two headers of RFC 8058, to `POST /api/saved-searches/unsubscribe?token=…`. */
  headers(memberId: number, searchIds: readonly number[]): Record<string, string> {
    const url = new URL('/api/saved-searches/unsubscribe', this.config.PUBLIC_API_URL);
    url.searchParams.set('token', this.token(memberId, searchIds));
    return oneClickUnsubscribeHeaders(url);
  }

  /** The member and searches a token names, when its signature is right; null otherwise. */
  verify(token: string): { memberId: number; searchIds: number[] } | null {
    if (!SAVED_SEARCH_UNSUBSCRIBE_TOKEN.test(token)) return null;
    const [member, list, signature] = token.split('.') as [string, string, string];
    const memberId = Number(member);
    const searchIds = list.split('-').map(Number);
    return linkSignatureMatches(this.config.JWT_SECRET, PURPOSE, [memberId, searchIds.join('-')], signature)
      ? { memberId, searchIds }
      : null;
  }

  private signature(memberId: number, searchIds: readonly number[]): string {
    return linkSignature(this.config.JWT_SECRET, PURPOSE, [memberId, searchIds.join('-')]);
  }
}
