import type { StaffLoginResponse, StaffRole } from '@app/contracts';
import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { Principal } from '../../core/auth/auth.decorators';
import { hashPassword, verifyPassword } from '../../core/auth/passwords';
import { SessionService } from '../../core/auth/session.service';
import { DomainError, NotFoundError, UnauthenticatedError } from '../../core/errors/domain-error';
import { type LoginFailurePolicy, LoginFailures } from '../../core/rate-limit/login-failures';
import { StaffEntity } from './entities/staff.entity';
import { toStaffIdentity } from './staff.mappers';

const STAFF_SESSION_SECONDS = 12 * 3600;

/**
 * Staff wrong passwords (decision 057): ten from one address lock that address out for 15 minutes; thirty
 * an hour from all addresses lock the account for an hour (a superadmin's `create-staff` lifts it sooner).
 * Staff accounts open the console, so their ceiling is lower than members'.
 */
export const STAFF_LOGIN_POLICY: LoginFailurePolicy = {
  scope: 'staff',
  perAddress: 10,
  addressWindowSeconds: 15 * 60,
  perAccount: 30,
  accountWindowSeconds: 3600,
  accountLockSeconds: 3600,
};
export const STAFF_LOGIN_LOCKED = 'Too many failed login attempts. Please try again later.';

export interface NewStaff {
  email: string;
  name: string;
  role: StaffRole;
  password: string;
}

@Injectable()
export class StaffService {
  private readonly logger = new Logger(StaffService.name);

  constructor(
    @InjectRepository(StaffEntity) private readonly staff: Repository<StaffEntity>,
    private readonly sessions: SessionService,
    private readonly failures: LoginFailures,
  ) {}

  /** One message for an unknown email, a wrong password and a disabled account: nothing to enumerate. */
  async login(email: string, password: string, address: string): Promise<StaffLoginResponse> {
    const name = email.trim().toLowerCase();
    if ((await this.failures.lock(STAFF_LOGIN_POLICY, name, address)) !== 'none')
      throw new DomainError(429, STAFF_LOGIN_LOCKED);
    const account = await this.staff
      .createQueryBuilder('s')
      .addSelect('s.password_hash')
      .where('s.email = :email', { email: name })
      .getOne();
    const valid = await verifyPassword(account?.password_hash, password);
    if (!account || !valid || !account.is_active) {
      if (await this.failures.record(STAFF_LOGIN_POLICY, name, address))
        this.logger.warn({ msg: 'staff login locked by the account ceiling', staff_id: account?.id ?? null });
      throw new UnauthenticatedError('Wrong email or password.');
    }
    await this.failures.succeeded(STAFF_LOGIN_POLICY, name, address);
    await this.staff.update(account.id, { last_login_at: new Date() });
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
      await this.sessions.revokeAll('staff', existing.id);
      await this.failures.unlock(STAFF_LOGIN_POLICY, email);
      return { id: existing.id, created: false };
    }
    const saved = await this.staff.save(
      this.staff.create({ email, name: input.name, role: input.role, password_hash }),
    );
    return { id: saved.id, created: true };
  }
}
