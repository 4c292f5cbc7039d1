import { Injectable } from '@nestjs/common';
import { DomainError } from '../../core/errors/domain-error';
import { type LoginFailurePolicy, LoginFailures } from '../../core/rate-limit/login-failures';
import { RedisClient } from '../../core/redis/redis.module';
import { AppConfig } from '../../core/config/app-config';
import { hashSecret, newResetToken, sameHash } from './account-secrets';
import { AccountErrors } from './accounts.errors';

/**
 * Members' wrong passwords (docs/decisions/057): five from one address lock that address out of the
 * account for 15 minutes (below the login route's ten a minute per address, so the lock, not the
 * throttle, answers); a hundred an hour from all addresses lock the account until the mailed unlock link
 * (or a password reset) is used, at most a week.
 */
export const MEMBER_LOGIN_POLICY: LoginFailurePolicy = {
  scope: 'member',
  perAddress: 5,
  addressWindowSeconds: 15 * 60,
  perAccount: 100,
  accountWindowSeconds: 3600,
  accountLockSeconds: 7 * 24 * 3600,
};
const RESENDS_PER_HOUR = 5;
/** Password-reset mails to one address in an hour; more requests are answered alike and send nothing. */
export const RESETS_PER_HOUR = 3;

class TooManyRequestsError extends DomainError {
  constructor(message: string) {
    super(429, message);
  }
}

/**
 * Per-address limits counted in Redis (shared by every API process), on top of the per-IP @Throttle:
 * they hold even when an attacker spreads requests over many addresses.
 */
@Injectable()
export class AccountLimits {
  constructor(
    private readonly redis: RedisClient,
    private readonly logins: LoginFailures,
    private readonly config: AppConfig,
  ) {}

  /** At most one code a minute and five an hour per e-mail address, known or not. */
  async takeOtpResend(email: string): Promise<void> {
    const minuteKey = `acct:otp-resend:minute:${email}`;
    if ((await this.redis.set(minuteKey, '1', 'EX', 60, 'NX')) !== 'OK')
      throw new TooManyRequestsError(AccountErrors.resendTooSoon);
    const hourKey = `acct:otp-resend:hour:${email}`;
    const [[, count]] = (await this.redis.multi().incr(hourKey).expire(hourKey, 3600, 'NX').exec()) as [
      [null, number],
      unknown,
    ];
    if (count > RESENDS_PER_HOUR) throw new TooManyRequestsError(AccountErrors.resendTooMany);
  }

  /** 429 while this address, or every address, is locked out of the account. */
  async assertLoginAllowed(email: string, address: string): Promise<void> {
    const lock = await this.logins.lock(MEMBER_LOGIN_POLICY, email, address);
    if (lock === 'address') throw new TooManyRequestsError(AccountErrors.loginLocked);
    if (lock === 'account') throw new TooManyRequestsError(AccountErrors.loginAccountLocked);
  }

  /** Answers true when this failure locked the account (the caller mails the unlock link). */
  recordLoginFailure(email: string, address: string): Promise<boolean> {
    return this.logins.record(MEMBER_LOGIN_POLICY, email, address);
  }

  async loginSucceeded(email: string, address: string): Promise<void> {
    await this.logins.succeeded(MEMBER_LOGIN_POLICY, email, address);
  }

  /** The unlock link or a new password: the account lock goes (address locks expire by themselves). */
  async unlockLogin(email: string): Promise<void> {
    await this.logins.unlock(MEMBER_LOGIN_POLICY, email);
  }

  /**
   * One of RESETS_PER_HOUR password-reset mails to this address, or false. Counted in the reset job, never
   * in the request: the answer does not tell whether the limit was reached (nor whether the address exists).
   */
  async takeResetMail(email: string): Promise<boolean> {
    const key = `acct:reset-mail:hour:${email}`;
    const [[, count]] = (await this.redis.multi().incr(key).expire(key, 3600, 'NX').exec()) as [
      [null, number],
      unknown,
    ];
    return count <= RESETS_PER_HOUR;
  }

  /** A one-time unlock token for the mailed link; a newer one replaces the older. */
  async newUnlockToken(email: string, ttlSeconds: number): Promise<string> {
    const token = newResetToken();
    await this.redis.set(this.unlockKey(email), this.hash(token), 'EX', ttlSeconds);
    return token;
  }

  /** True once for the right token (a wrong one leaves it be; DEL decides between two at once). */
  async spendUnlockToken(email: string, token: string): Promise<boolean> {
    const stored = await this.redis.get(this.unlockKey(email));
    if (!stored || !sameHash(stored, this.hash(token))) return false;
    return (await this.redis.del(this.unlockKey(email))) === 1;
  }

  private unlockKey(email: string) {
    return `acct:login-unlock:${email}`;
  }

  private hash(token: string) {
    return hashSecret(token, this.config.JWT_SECRET);
  }
}
