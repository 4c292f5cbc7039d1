import { Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { RedisClient } from '../redis/redis.module';

/**
 * When a login must come with a solved proof-of-work challenge (docs/decisions/218, replacing 057's
 * locks). Nothing here ever refuses a login: past these counts the right password still opens the
 * account, with a solved challenge.
 */
export interface LoginFailurePolicy {
  /** Redis key space: 'member', 'staff'. */
  scope: string;
  /** Wrong passwords on one account, from every address, after which its logins need a challenge. */
  perAccount: number;
  /** Wrong passwords from one address, on any accounts, after which its logins need a challenge. */
  perAddress: number;
  /** How long a wrong password counts. */
  windowSeconds: number;
}

/** The wrong-password delay's step and ceiling: slows guessing, never a member much. */
export const FAILURE_DELAY_STEP_MS = 100;
export const FAILURE_DELAY_MAX_MS = 2000;

/** How long to wait before answering the `failures`-th wrong password in the window (pure, unit-tested). */
export function failureDelayMs(failures: number): number {
  return Math.min(FAILURE_DELAY_MAX_MS, Math.max(0, failures) * FAILURE_DELAY_STEP_MS);
}

/**
 * Whether the counts (this account's, this address's) call for a challenge (pure, unit-tested). The
 * address's count is a per-IP limit, scaled by RATE_LIMIT_SCALE like the others; the account's is not.
 */
export function challengeNeeded(
  policy: LoginFailurePolicy,
  counts: { account: number; address: number },
  addressScale = 1,
): boolean {
  return counts.account >= policy.perAccount || counts.address >= policy.perAddress * addressScale;
}

/** Counters in Redis (shared by every API process), keyed by the normalised account name. */
@Injectable()
export class LoginFailuresService {
  constructor(
    private readonly redis: RedisClient,
    private readonly config: AppConfig,
  ) {}

  /** Whether a login to this account from this address must bring a solved challenge now. */
  async challengeNeeded(policy: LoginFailurePolicy, account: string, address: string): Promise<boolean> {
    const [fromAll, fromAddress] = await this.redis.mget(
      this.accountKey(policy, account),
      this.addressKey(policy, address),
    );
    return challengeNeeded(
      policy,
      { account: Number(fromAll), address: Number(fromAddress) },
      this.config.RATE_LIMIT_SCALE,
    );
  }

  /** Counts a wrong password; answers the account's count in the window (for the delay). */
  async record(policy: LoginFailurePolicy, account: string, address: string): Promise<number> {
    const total = this.accountKey(policy, account);
    const fromAddress = this.addressKey(policy, address);
    const results = (await this.redis
      .multi()
      .incr(total)
      .expire(total, policy.windowSeconds, 'NX')
      .incr(fromAddress)
      .expire(fromAddress, policy.windowSeconds, 'NX')
      .exec()) as Array<[Error | null, number]>;
    return results[0]![1];
  }

  /**
   * A right password (with a solved challenge when one was needed): the account starts afresh. The
   * address's count stays: it measures that address, not the account.
   */
  async succeeded(policy: LoginFailurePolicy, account: string): Promise<void> {
    await this.redis.del(this.accountKey(policy, account));
  }

  private accountKey(policy: LoginFailurePolicy, account: string) {
    return `login-failures:${policy.scope}:account:${account}`;
  }

  private addressKey(policy: LoginFailurePolicy, address: string) {
    return `login-failures:${policy.scope}:address:${address}`;
  }
}
