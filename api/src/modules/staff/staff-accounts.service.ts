import { createHash, randomBytes } from 'node:crypto';
import { STAFF_INVITE_INVALID, STAFF_LAST_SUPERADMIN, type StaffAccountView } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { ListQuery } from '../../core/admin-rest/list-query';
import type { Principal } from '../../core/auth/auth.decorators';
import { hashPassword } from '../../core/auth/passwords';
import { SessionService } from '../../core/auth/session.service';
import { AppConfig } from '../../core/config/app-config';
import { DomainError, NotFoundError } from '../../core/errors/domain-error';
import { MailService } from '../../core/mail/mail.service';
import { LoginFailuresService } from '../../core/rate-limit/login-failures';
import type { InviteStaffDto, UpdateStaffDto } from './dto/staff-accounts.dto';
import { StaffInviteEntity } from './entities/staff-security.entities';
import { StaffEntity } from './entities/staff.entity';
import { STAFF_LOGIN_POLICY } from './staff.service';
import { TwoFactorService } from './two-factor/two-factor.service';

/** How long a set-password link works (decision 165). */
export const STAFF_INVITE_HOURS = 72;

export interface StaffFilter {
  q: string;
  role: string;
  status: string;
}

/**
 * Runs a transaction again when InnoDB chose it as a deadlock victim (rolled back whole): two removals of
 * superadmins can deadlock on the index gap their updates move rows into; the retry then sees the other's
 * committed change and answers 409.
 */
async function retryDeadlock<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      const code = (error as { driverError?: { code?: string } }).driverError?.code;
      if (code !== 'ER_LOCK_DEADLOCK' || attempt >= attempts) throw error;
    }
  }
}

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export function toStaffAccountView(s: StaffEntity): StaffAccountView {
  const invited = s.invited_at !== null && s.last_login_at === null && !s.password_hash;
  return {
    id: s.id,
    email: s.email,
    name: s.name,
    role: s.role,
    status: !s.is_active ? 'deactivated' : invited ? 'invited' : 'active',
    is_active: s.is_active,
    two_factor: s.totp_enabled_at !== null,
    last_login_at: s.last_login_at?.toISOString() ?? null,
    invited_at: s.invited_at?.toISOString() ?? null,
    created_at: s.created_at.toISOString(),
  };
}

/**
 * Staff accounts as a superadmin manages them (decision 165): invitations with a one-time set-password
 * link, role changes, deactivation (the sessions end at once) and reactivation. The last active superadmin
 * stays: every change that would remove one locks all active superadmin rows first, so two concurrent
 * requests cannot each remove "another" one.
 */
@Injectable()
export class StaffAccountsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly sessions: SessionService,
    private readonly mail: MailService,
    private readonly config: AppConfig,
    private readonly twoFactor: TwoFactorService,
    private readonly failures: LoginFailuresService,
  ) {}

  /** The staff table holds a few dozen people: one page and its count are cheap. */
  async list(query: ListQuery<Partial<StaffFilter>>): Promise<[StaffAccountView[], number]> {
    const qb = this.db.getRepository(StaffEntity).createQueryBuilder('s').addSelect('s.password_hash');
    const { q, role, status } = query.filter;
    if (typeof q === 'string' && q.trim())
      qb.andWhere('(s.name LIKE :q OR s.email LIKE :q)', { q: `%${q.trim().replace(/[%_\\]/g, '\\$&')}%` });
    if (typeof role === 'string' && role) qb.andWhere('s.role = :role', { role });
    if (status === 'deactivated') qb.andWhere('s.is_active = 0');
    if (status === 'active') qb.andWhere('s.is_active = 1 AND s.password_hash IS NOT NULL');
    if (status === 'invited') qb.andWhere('s.is_active = 1 AND s.password_hash IS NULL');
    const [rows, total] = await qb
      .orderBy(`s.${query.sort.field}`, query.sort.order)
      .addOrderBy('s.id', query.sort.order)
      .skip(query.offset)
      .take(query.limit)
      .getManyAndCount();
    return [rows.map(toStaffAccountView), total];
  }

  async get(id: number): Promise<StaffAccountView> {
    return toStaffAccountView(await this.find(id));
  }

  async invite(actor: Principal, input: InviteStaffDto): Promise<StaffAccountView> {
    const email = input.email.toLowerCase();
    if (await this.db.getRepository(StaffEntity).existsBy({ email }))
      throw new DomainError(409, 'A staff account with this email already exists.', {
        email: ['A staff account with this email already exists.'],
      });
    const saved = await this.db.getRepository(StaffEntity).save(
      this.db.getRepository(StaffEntity).create({
        email,
        name: input.name,
        role: input.role,
        password_hash: null,
        invited_at: new Date(),
      }),
    );
    await this.sendInvite(saved, actor);
    return this.get(saved.id);
  }

  /** A new link for someone who has not set a password yet; earlier links stop working. */
  async reinvite(actor: Principal, id: number): Promise<StaffAccountView> {
    const account = await this.find(id);
    if (account.password_hash || !account.is_active)
      throw new DomainError(409, 'Only an invited staff member who has not set a password gets a new link.');
    await this.sendInvite(account, actor);
    return this.get(id);
  }

  /** Name, role and active state. Role changes and deactivation end the member's sessions at once. */
  async update(
    id: number,
    input: UpdateStaffDto,
  ): Promise<{ before: StaffAccountView; after: StaffAccountView }> {
    const { before, revoke } = await retryDeadlock(() =>
      this.db.transaction(async (tx) => {
        // The superadmin rows are locked before the target row, in one order for every request: two
        // removals at once queue behind each other instead of deadlocking (the target may be among them).
        const removing =
          (input.role !== undefined && input.role !== 'superadmin') || input.is_active === false;
        const superadmins = removing ? await this.lockActiveSuperadmins(tx) : [];
        const current = await tx.findOne(StaffEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
        if (!current) throw new NotFoundError('Staff account not found');
        const role = input.role ?? current.role;
        const active = input.is_active ?? current.is_active;
        if (current.role === 'superadmin' && current.is_active && (role !== 'superadmin' || !active)) {
          if (!superadmins.some((other) => other !== id)) throw new DomainError(409, STAFF_LAST_SUPERADMIN);
        }
        await tx.update(StaffEntity, id, { name: input.name ?? current.name, role, is_active: active });
        return {
          before: toStaffAccountView(current),
          revoke: role !== current.role || (!active && current.is_active),
        };
      }),
    );
    if (revoke) await this.sessions.revokeAll('staff', id);
    return { before, after: await this.get(id) };
  }

  /** A superadmin turns a staff member's two-factor sign-in off (a lost phone); their sessions end. */
  async resetTwoFactor(id: number): Promise<StaffAccountView> {
    await this.find(id);
    await this.twoFactor.disable(id);
    await this.sessions.revokeAll('staff', id);
    return this.get(id);
  }

  /** The invited staff member sets a password from the link: it works once, until it expires. */
  async acceptInvite(token: string, password: string): Promise<{ email: string }> {
    const password_hash = await hashPassword(password);
    const email = await this.db.transaction(async (tx) => {
      const invite = await tx.findOne(StaffInviteEntity, {
        where: { token_hash: tokenHash(token) },
        lock: { mode: 'pessimistic_write' },
      });
      if (!invite || invite.used_at || invite.expires_at.getTime() <= Date.now())
        throw new DomainError(410, STAFF_INVITE_INVALID);
      const account = await tx.findOneBy(StaffEntity, { id: invite.staff_id, is_active: true });
      if (!account) throw new DomainError(410, STAFF_INVITE_INVALID);
      await tx.update(StaffInviteEntity, invite.id, { used_at: new Date() });
      await tx.update(StaffEntity, account.id, { password_hash });
      return account.email;
    });
    await this.failures.succeeded(STAFF_LOGIN_POLICY, email);
    return { email };
  }

  /** Locks every active superadmin row (in id order) and answers their ids. */
  private async lockActiveSuperadmins(tx: EntityManager): Promise<number[]> {
    const rows: Array<{ id: number }> = await tx.query(
      `SELECT id FROM staff WHERE role = 'superadmin' AND is_active = 1 ORDER BY id FOR UPDATE`,
    );
    return rows.map((row) => Number(row.id));
  }

  private async sendInvite(account: StaffEntity, actor: Principal): Promise<void> {
    const token = randomBytes(32).toString('base64url');
    await this.db.transaction(async (tx) => {
      await tx.query(
        'UPDATE staff_invites SET used_at = CURRENT_TIMESTAMP(3) WHERE staff_id = ? AND used_at IS NULL',
        [account.id],
      );
      await tx.insert(StaffInviteEntity, {
        staff_id: account.id,
        token_hash: tokenHash(token),
        expires_at: new Date(Date.now() + STAFF_INVITE_HOURS * 3600_000),
        invited_by: actor.id,
      });
      await tx.update(StaffEntity, account.id, { invited_at: new Date() });
    });
    const url = `${this.config.PUBLIC_ADMIN_URL.replace(/\/$/, '')}/#/accept-invite?token=${token}`;
    await this.mail.send(account.email, 'staff-invite', {
      name: account.name,
      url,
      hours: STAFF_INVITE_HOURS,
    });
  }

  private async find(id: number): Promise<StaffEntity> {
    const account = await this.db
      .getRepository(StaffEntity)
      .createQueryBuilder('s')
      .addSelect('s.password_hash')
      .where('s.id = :id', { id })
      .getOne();
    if (!account) throw new NotFoundError('Staff account not found');
    return account;
  }
}
