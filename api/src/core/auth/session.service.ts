import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { StaffRole } from '@app/contracts';
import { AppConfig } from '../config/app-config';
import { RedisClient } from '../redis/redis.module';
import type { Principal } from './auth.decorators';

type Kind = Principal['kind'];

/** What the allow-list stores for a session: the account id, and for staff `id:role`. */
const listing = (id: number, role?: StaffRole) => (role ? `${id}:${role}` : String(id));

/**
 * Appended to a staff listing whose session may only set up two-factor sign-in (a role that requires it,
 * not enrolled yet: docs/decisions/166). The guard refuses every other route to such a session.
 */
const ENROL_ONLY = '|enrol-2fa';

export interface TokenClaims {
  sub: string;
  jti: string;
  kind: Kind;
  role?: StaffRole;
}

/**
 * Sessions are JWTs plus a server-side allow-list in Redis: a token is valid only while its id is listed,
 * so logout, password resets and staff deactivation take effect at once, on every API process.
 *
 * The listed value is the truth, not the token: it names the account (and a staff member's role) the
 * session was opened for. A token whose subject or role differs from its listing is refused, so a token
 * re-signed with a leaked secret cannot borrow another account's session or a higher role. Whoever changes
 * a staff role or deactivates staff calls revokeAll, so a listing never outlives the role it records.
 */
@Injectable()
export class SessionService {
  constructor(
    private readonly jwt: JwtService,
    private readonly redis: RedisClient,
    private readonly config: AppConfig,
  ) {}

  async issue(
    kind: Kind,
    id: number,
    ttlSeconds: number,
    role?: StaffRole,
    options: { enrolOnly?: boolean } = {},
  ): Promise<string> {
    const jti = randomUUID();
    const claims: TokenClaims = { sub: String(id), jti, kind, ...(role && { role }) };
    const token = await this.jwt.signAsync(claims, {
      secret: this.secret(kind),
      expiresIn: ttlSeconds,
      audience: kind,
    });
    await this.redis
      .multi()
      .set(
        this.sessionKey(kind, jti),
        listing(id, role) + (options.enrolOnly ? ENROL_ONLY : ''),
        'EX',
        ttlSeconds,
      )
      .sadd(this.accountKey(kind, id), jti)
      .expire(this.accountKey(kind, id), ttlSeconds, 'GT')
      .exec();
    return token;
  }

  /** Passport has checked signature, audience and expiry; the session must also still be listed. */
  async principalFrom(kind: Kind, claims: TokenClaims): Promise<Principal | null> {
    if (claims.kind !== kind || typeof claims.jti !== 'string') return null;
    const stored = await this.redis.get(this.sessionKey(kind, claims.jti));
    const enrolOnly = stored?.endsWith(ENROL_ONLY) ?? false;
    const listed = enrolOnly ? stored!.slice(0, -ENROL_ONLY.length) : stored;
    if (listed === null || listed !== listing(Number(claims.sub), claims.role)) return null;
    const [id, role] = listed.split(':') as [string, StaffRole | undefined];
    return {
      kind,
      id: Number(id),
      sessionId: claims.jti,
      ...(role && { role }),
      ...(enrolOnly && { enrolOnly: true }),
    };
  }

  async revoke(principal: Principal): Promise<void> {
    await this.redis
      .multi()
      .del(this.sessionKey(principal.kind, principal.sessionId))
      .srem(this.accountKey(principal.kind, principal.id), principal.sessionId)
      .exec();
  }

  async revokeAll(kind: Kind, id: number): Promise<void> {
    const sessions = await this.redis.smembers(this.accountKey(kind, id));
    const batch = this.redis.multi().del(this.accountKey(kind, id));
    for (const jti of sessions) batch.del(this.sessionKey(kind, jti));
    await batch.exec();
  }

  /** Ends every session of the account but the caller's own (a password change keeps this device in). */
  async revokeOthers(principal: Principal): Promise<void> {
    const key = this.accountKey(principal.kind, principal.id);
    const others = (await this.redis.smembers(key)).filter((jti) => jti !== principal.sessionId);
    if (!others.length) return;
    const batch = this.redis.multi().srem(key, ...others);
    for (const jti of others) batch.del(this.sessionKey(principal.kind, jti));
    await batch.exec();
  }

  /**
   * A member's bearer token checked as the HTTP guard checks it (signature, audience, expiry, listing), for
   * connections that do not pass through the guard (the live channel, decision 272). Null when refused.
   */
  async memberFromToken(token: string): Promise<Principal | null> {
    try {
      const claims = await this.jwt.verifyAsync<TokenClaims>(token, {
        secret: this.secret('member'),
        audience: 'member',
        algorithms: ['HS256'],
      });
      return await this.principalFrom('member', claims);
    } catch {
      return null;
    }
  }

  /** Whether the session is still listed (not logged out, revoked or expired). */
  async isListed(principal: Pick<Principal, 'kind' | 'sessionId'>): Promise<boolean> {
    return (await this.redis.exists(this.sessionKey(principal.kind, principal.sessionId))) === 1;
  }

  private secret(kind: Kind): string {
    return kind === 'staff' ? this.config.STAFF_JWT_SECRET : this.config.JWT_SECRET;
  }

  private sessionKey(kind: Kind, jti: string) {
    return `session:${kind}:${jti}`;
  }

  private accountKey(kind: Kind, id: number) {
    return `sessions:${kind}:${id}`;
  }
}
