import { DataRightsMessages, type MemberLanguage } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, type Repository } from 'typeorm';
import type { Principal } from '../../../core/auth/auth.decorators';
import { hashPassword, verifyPassword } from '../../../core/auth/passwords';
import { SessionService } from '../../../core/auth/session.service';
import { ForbiddenError, InvalidInputError, NotFoundError } from '../../../core/errors/domain-error';
import { RedisClient } from '../../../core/redis/redis.module';
import { UserEntity } from '../../members';
import { EmailOtpsService, OTP_MINUTES } from '../email-otps.service';

const wrongPassword = () => new InvalidInputError({ current_password: [DataRightsMessages.wrongPassword] });

/** Settings a member changes on /Home/User/setting: the password, the e-mail address and the language. */
@Injectable()
export class AccountSettingsService {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly sessions: SessionService,
    private readonly otps: EmailOtpsService,
    private readonly redis: RedisClient,
  ) {}

  /** The current password is required; every other session of the account ends, the caller's stays. */
  async changePassword(principal: Principal, current: string, next: string): Promise<void> {
    const user = await this.withPassword(principal);
    if (!(await verifyPassword(user.password_hash, current))) throw wrongPassword();
    if (await verifyPassword(user.password_hash, next))
      throw new InvalidInputError({ password: [DataRightsMessages.samePassword] });
    await this.users.update(user.id, { password_hash: await hashPassword(next) });
    await this.sessions.revokeOthers(principal);
  }

  /**
   * Step one of an e-mail change: the current password proves it is the member; the new address gets a
   * code (the sign-up OTP machinery: hashed, 10 minutes, five tries) and is remembered for as long.
   */
  async requestEmailChange(principal: Principal, current: string, email: string): Promise<void> {
    const user = await this.withPassword(principal);
    if (!(await verifyPassword(user.password_hash, current))) throw wrongPassword();
    if (email === user.email) throw new InvalidInputError({ email: [DataRightsMessages.emailSame] });
    if (await this.users.existsBy({ email }))
      throw new InvalidInputError({ email: [DataRightsMessages.emailTaken] });
    await this.redis.set(this.pendingKey(user.id), email, 'EX', OTP_MINUTES * 60);
    await this.otps.issue({ ...user, email }, 'email-change-otp');
  }

  /** Step two: the code sent to the new address makes it the account's address. */
  async confirmEmailChange(principal: Principal, code: string): Promise<{ email: string }> {
    const user = await this.withPassword(principal);
    const email = await this.redis.get(this.pendingKey(user.id));
    if (!email) throw new InvalidInputError({ email_otp: [DataRightsMessages.noEmailChange] });
    await this.otps.consume(user.id, code);
    if (await this.users.existsBy({ email }))
      throw new InvalidInputError({ email_otp: [DataRightsMessages.emailTaken] });
    try {
      await this.users.update(user.id, { email });
    } catch (error) {
      if ((error as { code?: string }).code === 'ER_DUP_ENTRY')
        throw new InvalidInputError({ email_otp: [DataRightsMessages.emailTaken] });
      throw error;
    }
    await this.redis.del(this.pendingKey(user.id));
    return { email };
  }

  /** The member's saved language (decision 390); the mails and notices written from now on follow it. */
  async changeLanguage(principal: Principal, language: MemberLanguage): Promise<MemberLanguage> {
    if (principal.kind !== 'member') throw new ForbiddenError('Only members have settings.');
    const { affected } = await this.users.update({ id: principal.id, deleted_at: IsNull() }, { language });
    if (!affected) throw new NotFoundError('User not found');
    return language;
  }

  private async withPassword(principal: Principal): Promise<UserEntity> {
    if (principal.kind !== 'member') throw new ForbiddenError('Only members have settings.');
    const user = await this.users
      .createQueryBuilder('u')
      .addSelect('u.password_hash')
      .where('u.id = :id AND u.deleted_at IS NULL', { id: principal.id })
      .getOne();
    if (!user) throw new NotFoundError('User not found');
    return user;
  }

  private pendingKey(id: number) {
    return `email-change:${id}`;
  }
}
