import type { LoginData, MemberUser } from '@app/contracts';
import { AccountMessages, Messages } from '@app/contracts';
import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, MoreThan, type Repository } from 'typeorm';
import type { Principal } from '../../core/auth/auth.decorators';
import { hashPassword, verifyPassword } from '../../core/auth/passwords';
import { SessionService } from '../../core/auth/session.service';
import { SignInGateService } from '../../core/auth/sign-in-gate';
import { AppConfig } from '../../core/config/app-config';
import {
  DomainError,
  InvalidInputError,
  NotFoundError,
  UnauthenticatedError,
} from '../../core/errors/domain-error';
import { MailService } from '../../core/mail/mail.service';
import { QueueName } from '../../core/queue/queue-names';
import { UserEntity } from '../members';
import { AccountLimitsService, MEMBER_LOGIN_POLICY } from './account-limits';
import { hashSecret, newResetToken } from './account-secrets';
import { AccountErrors } from './accounts.errors';
import { PasswordResetEntity } from './entities/password-reset.entity';
import { MemberSessionsService } from './member-sessions.service';

export const RESET_MINUTES = 60;

/** The accounts queue's jobs: a password-reset request, worked on away from the request (decision 058). */
export interface PasswordResetJobData {
  email: string;
}
export const PASSWORD_RESET_JOB = 'password-reset';

/** Login, logout, the current member, and the forgotten-password flow. */
@Injectable()
export class MemberAuthService {
  private readonly logger = new Logger(MemberAuthService.name);

  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    @InjectRepository(PasswordResetEntity) private readonly resets: Repository<PasswordResetEntity>,
    private readonly sessions: SessionService,
    private readonly memberSessions: MemberSessionsService,
    private readonly limits: AccountLimitsService,
    private readonly gate: SignInGateService,
    private readonly mail: MailService,
    private readonly config: AppConfig,
    @InjectQueue(QueueName.Accounts) private readonly jobs: Queue<PasswordResetJobData>,
  ) {}

  /**
   * One message for an unknown email and a wrong password. "Not verified" (405, the seeds' prompt) is only
   * told to someone who knows the password. After repeated wrong passwords the login needs a solved
   * challenge (`altcha`, SignInGateService, decision 218); nothing locks the account.
   */
  async login(
    email: string,
    password: string,
    remember: boolean,
    address: string,
    solution?: string,
  ): Promise<LoginData> {
    await this.gate.admit(MEMBER_LOGIN_POLICY, email, address, solution);
    const user = await this.users
      .createQueryBuilder('u')
      .addSelect('u.password_hash')
      .where('u.email = :email', { email })
      .getOne();
    if (!(await verifyPassword(user?.password_hash, password)) || !user) {
      await this.gate.failed(MEMBER_LOGIN_POLICY, email, address);
      throw new InvalidInputError({ email: [AccountMessages.badCredentials] });
    }
    if (!user.email_verified_at) throw new DomainError(405, Messages.accountNotVerified);
    await this.gate.succeeded(MEMBER_LOGIN_POLICY, email);
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

  /**
   * The request only queues the work: the answer takes the same time and says the same for a known, an
   * unknown or an over-limit address (decision 058). sendResetLink does the rest in the worker.
   */
  async requestPasswordReset(email: string): Promise<void> {
    await this.jobs.add(PASSWORD_RESET_JOB, { email });
  }

  /**
   * The reset job: mails a single-use link to a verified account, at most RESETS_PER_HOUR an hour per
   * address (more are dropped silently). Answers whether a mail was queued.
   */
  async sendResetLink(email: string): Promise<boolean> {
    const user = await this.users.findOneBy({ email });
    if (!user?.email_verified_at) return false;
    if (!(await this.limits.takeResetMail(user.email))) {
      this.logger.warn({ msg: 'password reset mail over the hourly limit', user_id: user.id });
      return false;
    }
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
      { email: user.email, language: user.language },
      'password-reset',
      { first_name: user.first_name, url: url.toString(), minutes: RESET_MINUTES },
      `reset-${saved.id}`,
    );
    return true;
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
  }

  private hash(token: string) {
    return hashSecret(token, this.config.JWT_SECRET);
  }
}
