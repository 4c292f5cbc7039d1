import { createHash, randomBytes } from 'node:crypto';
import {
  STAFF_CODE_WRONG,
  type StaffCodeChallenge,
  type StaffLoginAnswer,
  type StaffRole,
  type StaffSession,
} from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { Principal } from '../../core/auth/auth.decorators';
import { hashPassword, verifyPassword } from '../../core/auth/passwords';
import { SessionService } from '../../core/auth/session.service';
import { SignInGateService } from '../../core/auth/sign-in-gate';
import { RedisClient } from '../../core/redis/redis.module';
import { NotFoundError, UnauthenticatedError } from '../../core/errors/domain-error';
import type { LoginFailurePolicy } from '../../core/rate-limit/login-failures';
import { StaffEntity } from './entities/staff.entity';
import { toStaffIdentity } from './staff.mappers';
import { TwoFactorService } from './two-factor/two-factor.service';

const STAFF_SESSION_SECONDS = 12 * 3600;
/** A set-up-only session (the role requires two-factor sign-in, not enrolled yet) lasts long enough to enrol. */
const ENROL_SESSION_SECONDS = 30 * 60;
/** The second step of a sign-in: five minutes and five codes per password. */
const CHALLENGE_SECONDS = 5 * 60;
const CHALLENGE_TRIES = 5;
export const STAFF_CHALLENGE_EXPIRED = 'This sign-in has expired. Enter your email and password again.';

/**
 * Staff wrong passwords (decision 218): after three on one account within an hour, from any addresses, or
 * ten from one address, the password step needs a solved proof-of-work challenge. Nothing locks. Staff
 * accounts open the console, so they ask for the work sooner and remember failures longer than members'.
 */
export const STAFF_LOGIN_POLICY: LoginFailurePolicy = {
  scope: 'staff',
  perAccount: 3,
  perAddress: 10,
  windowSeconds: 3600,
};

const challengeKey = (challenge: string) =>
  `staff-2fa:challenge:${createHash('sha256').update(challenge).digest('hex')}`;

export interface NewStaff {
  email: string;
  name: string;
  role: StaffRole;
  password: string;
}

@Injectable()
export class StaffService {
  constructor(
    @InjectRepository(StaffEntity) private readonly staff: Repository<StaffEntity>,
    private readonly sessions: SessionService,
    private readonly gate: SignInGateService,
    private readonly twoFactor: TwoFactorService,
    private readonly redis: RedisClient,
  ) {}

  /**
   * One message for an unknown email, a wrong password and a disabled account: nothing to enumerate.
   * After repeated failures the password step needs a solved challenge (SignInGateService, decision 218).
   */
  async login(
    email: string,
    password: string,
    address: string,
    solution?: string,
  ): Promise<StaffLoginAnswer> {
    const name = email.trim().toLowerCase();
    await this.gate.admit(STAFF_LOGIN_POLICY, name, address, solution);
    const account = await this.staff
      .createQueryBuilder('s')
      .addSelect('s.password_hash')
      .where('s.email = :email', { email: name })
      .getOne();
    const valid = await verifyPassword(account?.password_hash ?? undefined, password);
    if (!account || !valid || !account.is_active) {
      await this.gate.failed(STAFF_LOGIN_POLICY, name, address);
      throw new UnauthenticatedError('Wrong email or password.');
    }
    if (account.totp_enabled_at) return this.challenge(account.id);
    await this.gate.succeeded(STAFF_LOGIN_POLICY, name);
    return this.open(account, !this.twoFactor.required(account.role) ? 'full' : 'enrol-only');
  }

  /**
   * The second step: the code from the app (or a recovery code) for the challenge the password earned.
   * Never asks for proof of work nor refuses for failures elsewhere: a sign-in that completes two factors
   * goes through (decision 218); the step has its own five codes per challenge.
   */
  async loginWithCode(challenge: string, code: string, address: string): Promise<StaffSession> {
    return this.loginWithSecondFactor(challenge, address, STAFF_CODE_WRONG, (account) =>
      this.twoFactor.verify(account.id, code),
    );
  }

  /**
   * The second step with any factor (a code, a passkey: decision 222): `check` says whether it proves the
   * challenged account. Five tries per challenge; wrong answers count like wrong passwords.
   */
  async loginWithSecondFactor(
    challenge: string,
    address: string,
    refusal: string,
    check: (account: StaffEntity) => Promise<boolean>,
  ): Promise<StaffSession> {
    const key = challengeKey(challenge);
    const staffId = Number(await this.redis.get(key));
    if (!staffId) throw new UnauthenticatedError(STAFF_CHALLENGE_EXPIRED);
    const tries = await this.redis.incr(`${key}:tries`);
    if (tries === 1) await this.redis.expire(`${key}:tries`, CHALLENGE_SECONDS);
    const account = await this.staff.findOneBy({ id: staffId, is_active: true });
    if (!account || tries > CHALLENGE_TRIES) {
      await this.redis.del(key);
      throw new UnauthenticatedError(STAFF_CHALLENGE_EXPIRED);
    }
    if (!(await check(account))) {
      // Counted like a wrong password: the next password step of this account needs the work sooner.
      await this.gate.failed(STAFF_LOGIN_POLICY, account.email, address);
      throw new UnauthenticatedError(refusal);
    }
    // One session per challenge: of two requests with two good answers, the second finds it gone.
    if (!(await this.redis.del(key))) throw new UnauthenticatedError(STAFF_CHALLENGE_EXPIRED);
    await this.gate.succeeded(STAFF_LOGIN_POLICY, account.email);
    return this.open(account, 'full');
  }

  /** Whose second step a live challenge is (the passkey options are made for that account only). */
  async challengedStaff(challenge: string): Promise<number> {
    const staffId = Number(await this.redis.get(challengeKey(challenge)));
    if (!staffId) throw new UnauthenticatedError(STAFF_CHALLENGE_EXPIRED);
    return staffId;
  }

  /** A full session after the set-up session enrolled: the set-up session ends. */
  async upgradeAfterEnrolment(principal: Principal): Promise<StaffSession> {
    const account = await this.staff.findOneBy({ id: principal.id, is_active: true });
    if (!account) throw new NotFoundError('Staff account not found');
    await this.sessions.revoke(principal);
    return this.open(account, 'full');
  }

  private async challenge(staffId: number): Promise<StaffCodeChallenge> {
    const challenge = randomBytes(32).toString('base64url');
    const key = `staff-2fa:challenge:${createHash('sha256').update(challenge).digest('hex')}`;
    await this.redis.set(key, String(staffId), 'EX', CHALLENGE_SECONDS);
    return { two_factor: 'code', challenge };
  }

  private async open(account: StaffEntity, kind: 'full' | 'enrol-only'): Promise<StaffSession> {
    await this.staff.update(account.id, { last_login_at: new Date() });
    if (kind === 'enrol-only') {
      const token = await this.sessions.issue('staff', account.id, ENROL_SESSION_SECONDS, account.role, {
        enrolOnly: true,
      });
      return { token, staff: toStaffIdentity(account), two_factor_setup: true };
    }
    const token = await this.sessions.issue('staff', account.id, STAFF_SESSION_SECONDS, account.role);
    return { token, staff: toStaffIdentity(account) };
  }

  async logout(principal: Principal): Promise<void> {
    await this.sessions.revoke(principal);
  }

  async me(principal: Principal) {
    const account = await this.staff.findOneBy({ id: principal.id, is_active: true });
    if (!account) throw new NotFoundError('Staff account not found');
    return toStaffIdentity(account);
  }

  async idOf(email: string): Promise<number | null> {
    return (await this.staff.findOneBy({ email: email.trim().toLowerCase() }))?.id ?? null;
  }

  /** Creates the account, or updates name, role and password of an existing one with that email. */
  async upsert(input: NewStaff): Promise<{ id: number; created: boolean }> {
    const email = input.email.trim().toLowerCase();
    const password_hash = await hashPassword(input.password);
    const existing = await this.staff.findOneBy({ email });
    if (existing) {
      await this.staff.update(existing.id, {
        name: input.name,
        role: input.role,
        password_hash,
        is_active: true,
      });
      // A pending invitation's link must not reset the password the command line just set.
      await this.staff.manager.query(
        'UPDATE staff_invites SET used_at = CURRENT_TIMESTAMP(3) WHERE staff_id = ? AND used_at IS NULL',
        [existing.id],
      );
      await this.sessions.revokeAll('staff', existing.id);
      await this.gate.succeeded(STAFF_LOGIN_POLICY, email);
      return { id: existing.id, created: false };
    }
    const saved = await this.staff.save(
      this.staff.create({ email, name: input.name, role: input.role, password_hash }),
    );
    return { id: saved.id, created: true };
  }
}
