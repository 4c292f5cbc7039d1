import { Injectable } from '@nestjs/common';
import { DomainError } from '../../core/errors/domain-error';
import type { LoginFailurePolicy } from '../../core/rate-limit/login-failures';
import { RedisClient } from '../../core/redis/redis.module';
import { AccountErrors } from './accounts.errors';

/**
 * Members' wrong passwords (decision 218): after five on one account within 15 minutes, from any
 * addresses, or ten from one address on any accounts, every login there needs a solved proof-of-work
 * challenge. Nothing locks: the right password with a solved challenge always gets in.
 */
export const MEMBER_LOGIN_POLICY: LoginFailurePolicy = {
  scope: 'member',
  perAccount: 5,
  perAddress: 10,
  windowSeconds: 15 * 60,
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
export class AccountLimitsService {
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
}
