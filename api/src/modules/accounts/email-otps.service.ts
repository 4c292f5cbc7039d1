import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, type Repository } from 'typeorm';
import { AppConfig } from '../../core/config/app-config';
import { InvalidInputError } from '../../core/errors/domain-error';
import { MailService } from '../../core/mail/mail.service';
import type { UserEntity } from '../members';
import { hashSecret, newOtpCode, sameHash } from './account-secrets';
import { AccountErrors } from './accounts.errors';
import { EmailOtpEntity } from './entities/email-otp.entity';

export const OTP_MINUTES = 10;
export const OTP_MAX_WRONG = 5;

const otpError = (message: string) => new InvalidInputError({ email_otp: [message] });

/** E-mail verification codes: one live code per member, hashed, 10 minutes, five wrong tries. */
@Injectable()
export class EmailOtpsService {
  constructor(
    @InjectRepository(EmailOtpEntity) private readonly otps: Repository<EmailOtpEntity>,
    private readonly mail: MailService,
    private readonly config: AppConfig,
  ) {}

  /** A new code replaces every earlier one, and is mailed (to `user.email`: a new address for a change). */
  async issue(
    user: Pick<UserEntity, 'id' | 'email' | 'first_name'> & Partial<Pick<UserEntity, 'language'>>,
    template: 'email-otp' | 'email-change-otp' = 'email-otp',
  ): Promise<void> {
    const code = newOtpCode();
    await this.otps.update({ user_id: user.id, used_at: IsNull() }, { used_at: new Date() });
    const saved = await this.otps.save(
      this.otps.create({
        user_id: user.id,
        code_hash: this.hash(code),
        expires_at: new Date(Date.now() + OTP_MINUTES * 60_000),
      }),
    );
    await this.mail.send(
      { email: user.email, language: user.language },
      template,
      { first_name: user.first_name, code, minutes: OTP_MINUTES },
      `otp-${saved.id}`,
    );
  }

  /** Spends the member's live code if `code` is it; otherwise counts a wrong try and throws a 422. */
  async consume(userId: number, code: string): Promise<void> {
    const otp = await this.otps.findOne({ where: { user_id: userId }, order: { id: 'DESC' } });
    if (!otp || otp.used_at) throw otpError(AccountErrors.otpUsed);
    if (otp.attempts >= OTP_MAX_WRONG) throw otpError(AccountErrors.otpDead);
    if (otp.expires_at.getTime() <= Date.now()) throw otpError(AccountErrors.otpExpired);
    if (!sameHash(otp.code_hash, this.hash(code))) {
      // Counted in SQL, so parallel guesses cannot each see the same "attempts".
      await this.otps.increment({ id: otp.id }, 'attempts', 1);
      throw otpError(otp.attempts + 1 >= OTP_MAX_WRONG ? AccountErrors.otpDead : AccountErrors.otpWrong);
    }
    const spent = await this.otps
      .createQueryBuilder()
      .update()
      .set({ used_at: new Date() })
      .where('id = :id AND used_at IS NULL AND attempts < :max', { id: otp.id, max: OTP_MAX_WRONG })
      .execute();
    if (!spent.affected) throw otpError(AccountErrors.otpUsed);
  }

  private hash(code: string) {
    return hashSecret(code, this.config.JWT_SECRET);
  }
}
