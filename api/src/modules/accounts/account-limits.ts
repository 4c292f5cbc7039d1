import { Injectable } from '@nestjs/common';
import { DomainError } from '../../core/errors/domain-error';
import { RedisClient } from '../../core/redis/redis.module';
import { AccountErrors } from './accounts.errors';

const LOGIN_FAILURES = 10;
const LOGIN_WINDOW_SECONDS = 15 * 60;
const RESENDS_PER_HOUR = 5;

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
  constructor(private readonly redis: RedisClient) {}

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

  async assertLoginAllowed(email: string): Promise<void> {
    const failures = Number(await this.redis.get(this.loginKey(email)));
    if (failures >= LOGIN_FAILURES) throw new TooManyRequestsError(AccountErrors.loginLocked);
  }

  async recordLoginFailure(email: string): Promise<void> {
    const key = this.loginKey(email);
    await this.redis.multi().incr(key).expire(key, LOGIN_WINDOW_SECONDS, 'NX').exec();
  }

  async clearLoginFailures(email: string): Promise<void> {
    await this.redis.del(this.loginKey(email));
  }

  private loginKey(email: string) {
    return `acct:login-failures:${email}`;
  }
}
