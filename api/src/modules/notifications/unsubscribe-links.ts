import { OPTIONAL_MAILS, type OptionalMail } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import {
  linkSignature,
  linkSignatureMatches,
  oneClickUnsubscribeHeaders,
} from '../../core/auth/signed-links';
import { AppConfig } from '../../core/config/app-config';

/** `<member id>.<mail>.<signature>`: what the one-click unsubscribe URL carries (decision 274). */
export const UNSUBSCRIBE_TOKEN = /^[1-9]\d{0,9}\.[a-z_]{1,40}\.[A-Za-z0-9_-]{43}$/;

/**
 * Signed one-click unsubscribe links of the optional mails (RFC 8058). The token names the member and the
 * mail and is signed with HMAC-SHA256 under a key derived from JWT_SECRET; it does not expire (a mail read
 * months later still unsubscribes) and it can do nothing but turn that one mail off.
 */
@Injectable()
export class UnsubscribeLinksService {
  constructor(private readonly config: AppConfig) {}

  token(memberId: number, mail: OptionalMail): string {
    return `${memberId}.${mail}.${linkSignature(this.config.JWT_SECRET, 'unsubscribe', [memberId, mail])}`;
  }

  /** The https URL of the `List-Unsubscribe` header: a POST to it turns the mail off. */
  url(memberId: number, mail: OptionalMail): string {
    const url = new URL('/api/notifications/unsubscribe', this.config.PUBLIC_API_URL);
    url.searchParams.set('token', this.token(memberId, mail));
    return url.toString();
  }

  /** The two headers of RFC 8058 for an optional mail. */
  headers(memberId: number, mail: OptionalMail): Record<string, string> {
    return oneClickUnsubscribeHeaders(this.url(memberId, mail));
  }

  /** The member and mail a token names, when its signature is right; null otherwise. */
  verify(token: string): { memberId: number; mail: OptionalMail } | null {
    if (!UNSUBSCRIBE_TOKEN.test(token)) return null;
    const [id, mail, signature] = token.split('.');
    const memberId = Number(id);
    if (!(OPTIONAL_MAILS as readonly string[]).includes(mail)) return null;
    return linkSignatureMatches(this.config.JWT_SECRET, 'unsubscribe', [memberId, mail], signature)
      ? { memberId, mail: mail as OptionalMail }
      : null;
  }
}
