import { Injectable } from '@nestjs/common';
import { RedisClient } from '../redis/redis.module';

/**
 * How many wrong passwords a login tolerates. Two counters (docs/decisions/057):
 * - per (account, client address): the brute-force brake. It locks that address out of that account only,
 *   so a stranger cannot lock the owner out from elsewhere;
 * - per account from every address: a slower ceiling against guessing spread over many addresses. When it
 *   is hit the account itself is locked for `accountLockSeconds` (members get a mailed unlock link).
 */
export interface LoginFailurePolicy {
  /** Redis key space: 'member', 'staff'. */
  scope: string;
  perAddress: number;
  addressWindowSeconds: number;
  perAccount: number;
  accountWindowSeconds: number;
  accountLockSeconds: number;
}

export type LoginLock = 'none' | 'address' | 'account';

/** Counters in Redis (shared by every API process), keyed by the normalised account name. */
@Injectable()
export class LoginFailures {
  constructor(private readonly redis: RedisClient) {}

  /** Which lock, if any, stops this address from trying this account now. */
  async lock(policy: LoginFailurePolicy, account: string, address: string): Promise<LoginLock> {
    const [locked, fromAddress] = await this.redis.mget(
      this.lockKey(policy, account),
      this.addressKey(policy, account, address),
    );
    if (locked) return 'account';
    return Number(fromAddress) >= policy.perAddress ? 'address' : 'none';
  }

  /**
   * Counts a wrong password. Answers true when this failure hit the account ceiling and locked the
   * account (once: the caller mails the unlock link then).
   */
  async record(policy: LoginFailurePolicy, account: string, address: string): Promise<boolean> {
    const pair = this.addressKey(policy, account, address);
    const total = this.accountKey(policy, account);
    const results = (await this.redis
      .multi()
      .incr(pair)
      .expire(pair, policy.addressWindowSeconds, 'NX')
      .incr(total)
      .expire(total, policy.accountWindowSeconds, 'NX')
      .exec()) as Array<[Error | null, number]>;
    if (results[2]![1] < policy.perAccount) return false;
    // SET NX: of many requests crossing the ceiling together, one locks (and one mail goes out).
    const locked = await this.redis.set(
      this.lockKey(policy, account),
      '1',
      'EX',
      policy.accountLockSeconds,
      'NX',
    );
    if (locked === 'OK') await this.redis.del(total);
    return locked === 'OK';
  }

  /** A right password: this address starts afresh (other addresses' counts stay). */
  async succeeded(policy: LoginFailurePolicy, account: string, address: string): Promise<void> {
    await this.redis.del(this.addressKey(policy, account, address));
  }

  /** The unlock link or a password reset: the account lock and its ceiling count go. */
  async unlock(policy: LoginFailurePolicy, account: string): Promise<void> {
    await this.redis.del(this.lockKey(policy, account), this.accountKey(policy, account));
  }

  private addressKey(policy: LoginFailurePolicy, account: string, address: string) {
    return `login-failures:${policy.scope}:address:${account}:${address}`;
  }

  private accountKey(policy: LoginFailurePolicy, account: string) {
    return `login-failures:${policy.scope}:account:${account}`;
  }

  private lockKey(policy: LoginFailurePolicy, account: string) {
    return `login-failures:${policy.scope}:locked:${account}`;
  }
}
