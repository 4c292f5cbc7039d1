import type { StaffLoginResponse, StaffRole } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { Principal } from '../../core/auth/auth.decorators';
import { hashPassword, verifyPassword } from '../../core/auth/passwords';
import { SessionService } from '../../core/auth/session.service';
import { NotFoundError, UnauthenticatedError } from '../../core/errors/domain-error';
import { StaffEntity } from './entities/staff.entity';
import { toStaffIdentity } from './staff.mappers';

const STAFF_SESSION_SECONDS = 12 * 3600;

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
  ) {}

  /** One message for an unknown email, a wrong password and a disabled account: nothing to enumerate. */
  async login(email: string, password: string): Promise<StaffLoginResponse> {
    const account = await this.staff
      .createQueryBuilder('s')
      .addSelect('s.password_hash')
      .where('s.email = :email', { email: email.trim().toLowerCase() })
      .getOne();
    const valid = await verifyPassword(account?.password_hash, password);
    if (!account || !valid || !account.is_active) throw new UnauthenticatedError('Wrong email or password.');
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
      return { id: existing.id, created: false };
    }
    const saved = await this.staff.save(
      this.staff.create({ email, name: input.name, role: input.role, password_hash }),
    );
    return { id: saved.id, created: true };
  }
}
