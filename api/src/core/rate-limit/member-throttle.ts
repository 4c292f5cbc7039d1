import { Throttle } from '@nestjs/throttler';
import type { Principal } from '../auth/auth.decorators';

/**
 * A per-member limit for a route where abuse is cheap for a signed-in member (follow requests, reports):
 * counted per account, so it holds when the member spreads requests over many addresses. It replaces the
 * per-address default on that route; a call without a member (none reaches such a route) counts by address.
 */
export const ThrottlePerMember = (limit: number, ttlMs: number) =>
  Throttle({
    default: {
      limit,
      ttl: ttlMs,
      getTracker: (req: { user?: Principal; ip?: string }) =>
        req.user?.kind === 'member' ? `member:${req.user.id}` : `ip:${req.ip}`,
    },
  });
