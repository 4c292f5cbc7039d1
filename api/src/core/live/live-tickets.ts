import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { Principal } from '../auth/auth.decorators';
import { RedisClient } from '../redis/redis.module';

/** Seconds a ticket may wait before the browser uses it. */
export const LIVE_TICKET_SECONDS = 60;

/**
 * One-use tickets for the live channel (decision 272). The member site keeps the session token on its
 * server (httpOnly cookie, never in the browser); it asks for a ticket on the member's behalf and hands the
 * browser only that. The ticket names the session, so the channel ends with it.
 */
@Injectable()
export class LiveTicketsService {
  constructor(private readonly redis: RedisClient) {}

  async issue(principal: Principal): Promise<{ ticket: string; expires_in: number }> {
    const ticket = randomBytes(24).toString('base64url');
    await this.redis.set(
      this.key(ticket),
      `${principal.id}:${principal.sessionId}`,
      'EX',
      LIVE_TICKET_SECONDS,
    );
    return { ticket, expires_in: LIVE_TICKET_SECONDS };
  }

  /** The session a ticket was issued for, once: a second use (or a forged ticket) gets null. */
  async redeem(ticket: string): Promise<Principal | null> {
    if (!/^[A-Za-z0-9_-]{32}$/.test(ticket)) return null;
    const value = await this.redis.getdel(this.key(ticket));
    if (!value) return null;
    const [id, sessionId] = value.split(':');
    return { kind: 'member', id: Number(id), sessionId };
  }

  private key(ticket: string) {
    return `live-ticket:${ticket}`;
  }
}
