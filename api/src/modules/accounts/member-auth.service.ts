import type { LoginData, MemberUser } from '@app/contracts';
import { AccountMessages, Messages } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, MoreThan, type Repository } from 'typeorm';
import type { Principal } from '../../core/auth/auth.decorators';
import { hashPassword, verifyPassword } from '../../core/auth/passwords';
import { SessionService } from '../../core/auth/session.service';
import { AppConfig } from '../../core/config/app-config';
import {
  DomainError,
  InvalidInputError,
  NotFoundError,
  UnauthenticatedError,
} from '../../core/errors/domain-error';
import { MailService } from '../../core/mail/mail.service';
import { AccountLimits } from './account-limits';
import { hashSecret, newResetToken } from './account-secrets';
import { AccountErrors } from './accounts.errors';
import { PasswordResetEntity } from './entities/password-reset.entity';
import { UserEntity } from './entities/user.entity';
import { MemberSessions } from './member-sessions.service';

export const RESET_MINUTES = 60;

/** Login, logout, the current member, and the forgotten-password flow. */
@Injectable()
export class MemberAuthService {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    @InjectRepository(PasswordResetEntity) private readonly resets: Repository<PasswordResetEntity>,
    private readonly sessions: SessionService,
    private readonly memberSessions: MemberSessions,
    private readonly limits: AccountLimits,
    private readonly mail: MailService,
    private readonly config: AppConfig,
  ) {}

  /**
   * One message for an unknown email and a wrong password. "Not verified" (405, the seeds' prompt) is only
   * told to someone who knows the password.
   */
  async login(email: string, password: string, remember: boolean): Promise<LoginData> {
    await this.limits.assertLoginAllowed(email);
    const user = await this.users
      .createQueryBuilder('u')
      .addSelect('u.password_hash')
      .where('u.email = :email', { email })
      .getOne();
    if (!(await verifyPassword(user?.password_hash, password)) || !user) {
      await this.limits.recordLoginFailure(email);
      throw new InvalidInputError({ email: [AccountMessages.badCredentials] });
    }
    if (!user.email_verified_at) throw new DomainError(405, Messages.accountNotVerified);
    await this.limits.clearLoginFailures(email);
    return this.memberSessions.start(user.id, remember);
  }

  async logout(principal: Principal): Promise<void> {
    await this.sessions.revoke(principal);
  }

  async current(principal: Principal): Promise<MemberUser> {
    try {
      return await this.memberSessions.view(principal.id);
    } catch (error) {
      // A session whose account is gone is over; any other failure (the database down) is not the
      // session's fault and must not sign the member out.
      if (error instanceof NotFoundError) throw new UnauthenticatedError();
      throw error;
    }
  }

  /** Mails a single-use link to a verified account; the caller answers the same for any address. */
  async forgotPassword(email: string): Promise<void> {
    const user = await this.users.findOneBy({ email });
    if (!user?.email_verified_at) return;
    const token = newResetToken();
    await this.resets.update({ user_id: user.id, used_at: IsNull() }, { used_at: new Date() });
    const saved = await this.resets.save(
      this.resets.create({
        user_id: user.id,
        email: user.email,
        token_hash: this.hash(token),
        expires_at: new Date(Date.now() + RESET_MINUTES * 60_000),
      }),
    );
    const url = new URL('/reset-password', this.config.PUBLIC_WEB_URL);
    url.searchParams.set('token', token);
    url.searchParams.set('email', user.email);
    await this.mail.send(
      user.email,
      'password-reset',
      { first_name: user.first_name, url: url.toString(), minutes: RESET_MINUTES },
      `reset-${saved.id}`,
    );
  }

  /** Spends the token, sets the password, and ends every session of the account. */
  async resetPassword(email: string, token: string, password: string): Promise<void> {
    const invalid = () => new InvalidInputError({ token: [AccountErrors.resetInvalid] });
    const reset = await this.resets.findOneBy({
      token_hash: this.hash(token),
      email,
      used_at: IsNull(),
      expires_at: MoreThan(new Date()),
    });
    if (!reset) throw invalid();
    const spent = await this.resets
      .createQueryBuilder()
      .update()
      .set({ used_at: new Date() })
      .where('id = :id AND used_at IS NULL', { id: reset.id })
      .execute();
    if (!spent.affected) throw invalid();
    await this.users.update(reset.user_id, { password_hash: await hashPassword(password) });
    await this.sessions.revokeAll('member', reset.user_id);
    await this.limits.clearLoginFailures(email);
  }

  private hash(token: string) {
    return hashSecret(token, this.config.JWT_SECRET);
  }
}
