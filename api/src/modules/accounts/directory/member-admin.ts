import type { MemberStatus, UserType } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository, SelectQueryBuilder } from 'typeorm';
import { UserEntity } from '../entities/user.entity';

/** A member as the staff console's members screen shows them: contact details, never secrets. */
export interface StaffMemberRow {
  id: number;
  full_name: string;
  email: string;
  mobile_no: string | null;
  user_type: UserType;
  status: MemberStatus;
  suspended_until: Date | null;
  banned_at: Date | null;
  created_at: Date;
}

export interface StaffMemberFilter {
  q?: string;
  status?: MemberStatus;
}

/** The members screen never counts further than this (docs/decisions/076). */
const COUNT_CAP = 10_000;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

export function memberStatus(
  u: Pick<UserEntity, 'banned_at' | 'suspended_until'>,
  now = new Date(),
): MemberStatus {
  if (u.banned_at) return 'banned';
  if (u.suspended_until && u.suspended_until > now) return 'suspended';
  return 'active';
}

/**
 * The accounts side of trust and safety: staff search members and restrict them (suspend, ban). Who may do
 * it, and the sessions, notices and audit that go with it, are moderation's business.
 */
@Injectable()
export class MemberAdmin {
  constructor(@InjectRepository(UserEntity) private readonly users: Repository<UserEntity>) {}

  /** A page by id (newest first), searched by name, e-mail or mobile prefix; the total is capped. */
  async search(
    filter: StaffMemberFilter,
    offset: number,
    limit: number,
    order: 'ASC' | 'DESC',
  ): Promise<[StaffMemberRow[], number]> {
    const where = (qb: SelectQueryBuilder<UserEntity>) => {
      qb.where('u.email_verified_at IS NOT NULL');
      const q = typeof filter.q === 'string' ? filter.q.trim() : '';
      if (q) {
        const prefix = `${escapeLike(q)}%`;
        if (q.includes('@')) qb.andWhere('u.email LIKE :prefix', { prefix });
        else if (/^\+?[\d\s-]+$/.test(q))
          qb.andWhere('u.mobile_no LIKE :mobile', { mobile: `${escapeLike(q.replace(/[\s+-]/g, ''))}%` });
        else
          qb.andWhere('(u.first_name LIKE :prefix OR u.last_name LIKE :prefix OR u.email LIKE :prefix)', {
            prefix,
          });
      }
      if (filter.status === 'banned') qb.andWhere('u.banned_at IS NOT NULL');
      if (filter.status === 'suspended')
        qb.andWhere('u.banned_at IS NULL AND u.suspended_until > CURRENT_TIMESTAMP(3)');
      if (filter.status === 'active')
        qb.andWhere(
          'u.banned_at IS NULL AND (u.suspended_until IS NULL OR u.suspended_until <= CURRENT_TIMESTAMP(3))',
        );
      return qb;
    };
    const rows = await where(this.users.createQueryBuilder('u'))
      .orderBy('u.id', order)
      .offset(offset)
      .limit(limit)
      .getMany();
    const idsQuery = where(this.users.createQueryBuilder('u')).select('u.id').limit(COUNT_CAP);
    const [sql, params] = idsQuery.getQueryAndParameters();
    const counted: Array<{ total: string | number }> = await this.users.query(
      `SELECT COUNT(*) AS total FROM (${sql}) capped`,
      params,
    );
    return [rows.map(toRow), Number(counted[0]?.total ?? 0)];
  }

  async get(id: number): Promise<StaffMemberRow | null> {
    const user = await this.users.findOneBy({ id });
    return user ? toRow(user) : null;
  }

  /** Sets (or lifts, with null) a suspension and a ban. */
  async restrict(
    id: number,
    changes: Partial<Pick<UserEntity, 'suspended_until' | 'banned_at'>>,
  ): Promise<void> {
    await this.users.update({ id }, changes);
  }

  /** Whether a member's reports still hide content: their account age (docs/decisions/124). */
  async createdAt(id: number): Promise<Date | null> {
    return (
      (await this.users.findOne({ select: { id: true, created_at: true }, where: { id } }))?.created_at ??
      null
    );
  }
}

function toRow(u: UserEntity): StaffMemberRow {
  return {
    id: u.id,
    full_name: `${u.first_name} ${u.last_name}`.trim(),
    email: u.email,
    mobile_no: u.mobile_no,
    user_type: u.user_type,
    status: memberStatus(u),
    suspended_until: u.suspended_until,
    banned_at: u.banned_at,
    created_at: u.created_at,
  };
}
