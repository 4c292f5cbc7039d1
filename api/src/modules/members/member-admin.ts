import type { MemberStatus, UserType } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, LessThanOrEqual, type Repository, type SelectQueryBuilder } from 'typeorm';
import { verifyPassword } from '../../core/auth/passwords';
import { UserEntity } from './entities/user.entity';
import { escapeLike } from '../../core/database/escape-like';

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

export function memberStatus(
  u: Pick<UserEntity, 'banned_at' | 'suspended_until'> & Partial<Pick<UserEntity, 'deleted_at'>>,
  now = new Date(),
): MemberStatus {
  if (u.deleted_at) return 'deleted';
  if (u.banned_at) return 'banned';
  if (u.suspended_until && u.suspended_until > now) return 'suspended';
  return 'active';
}

/**
 * The accounts side of trust and safety: staff search members and restrict them (suspend, ban). Who may do
 * it, and the sessions, notices and audit that go with it, are moderation's business.
 */
@Injectable()
export class MemberAdminService {
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
      if (filter.status === 'deleted') qb.andWhere('u.deleted_at IS NOT NULL');
      else if (filter.status) qb.andWhere('u.deleted_at IS NULL');
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

/** What a member's data export holds of their own account (no secrets). */
export interface OwnAccountData {
  id: number;
  user_type: string;
  first_name: string;
  last_name: string;
  business_name: string | null;
  email: string;
  mobile_no: string | null;
  country_id: number;
  state_id: number;
  city_id: number;
  main_office_city: string | null;
  gst_no: string | null;
  birth_date: string | null;
  gender: string | null;
  address: string | null;
  pin_code: string | null;
  about: string | null;
  profile_photo: string | null;
  blue_tick: boolean;
  is_dsa: boolean;
  created_at: Date;
  /** The saved language (decision 390). */
  language: string;
}

/**
 * The accounts side of a member's data rights (issue 14): password checks, deactivation on deletion, the
 * later purge into an anonymous tombstone, and the account part of an export.
 */
@Injectable()
export class MemberAccountDataService {
  constructor(@InjectRepository(UserEntity) private readonly users: Repository<UserEntity>) {}

  /** Whether `password` is the live, not deleted account's password. */
  async passwordMatches(id: number, password: string): Promise<boolean> {
    const user = await this.users
      .createQueryBuilder('u')
      .addSelect('u.password_hash')
      .where('u.id = :id AND u.deleted_at IS NULL', { id })
      .getOne();
    return !!user && (await verifyPassword(user.password_hash, password));
  }

  /** Stamps the deletion; false when the account was already deleted (or does not exist). */
  async markDeleted(id: number, at: Date): Promise<boolean> {
    const result = await this.users.update({ id, deleted_at: IsNull() }, { deleted_at: at });
    return !!result.affected;
  }

  /** Deleted accounts not yet purged whose deletion is at or before `before`, oldest first. */
  async dueForPurge(before: Date, limit: number): Promise<number[]> {
    const rows = await this.users.find({
      select: { id: true },
      where: { deleted_at: LessThanOrEqual(before), purged_at: IsNull() },
      order: { deleted_at: 'ASC' },
      take: limit,
    });
    return rows.map((row) => row.id);
  }

  /** The profile photo's storage key (the purge removes the file). */
  async photoKey(id: number): Promise<string | null> {
    return (
      (await this.users.findOne({ select: { id: true, profile_photo: true }, where: { id } }))
        ?.profile_photo ?? null
    );
  }

  /**
   * Removes everything personal from the account row and keeps it as an anonymous tombstone: the kept
   * invoices and payments still point at an id, but nothing says whose it was. The e-mail is free again.
   */
  async anonymise(id: number, at: Date): Promise<void> {
    await this.users.update(
      { id },
      {
        first_name: 'Deleted',
        last_name: 'member',
        business_name: null,
        email: `deleted-${id}@deleted.invalid`,
        mobile_no: null,
        password_hash: '!',
        main_office_city: null,
        gst_no: null,
        birth_date: null,
        gender: null,
        address: null,
        pin_code: null,
        about: null,
        profile_photo: null,
        blue_tick: false,
        purged_at: at,
      },
    );
  }

  /** The member's own account, for their export; null when absent or deleted. */
  async own(id: number): Promise<OwnAccountData | null> {
    const u = await this.users.findOneBy({ id, deleted_at: IsNull() });
    if (!u) return null;
    return {
      id: u.id,
      user_type: u.user_type,
      first_name: u.first_name,
      last_name: u.last_name,
      business_name: u.business_name,
      email: u.email,
      mobile_no: u.mobile_no,
      country_id: u.country_id,
      state_id: u.state_id,
      city_id: u.city_id,
      main_office_city: u.main_office_city,
      gst_no: u.gst_no,
      birth_date: u.birth_date,
      gender: u.gender,
      address: u.address,
      pin_code: u.pin_code,
      about: u.about,
      profile_photo: u.profile_photo,
      blue_tick: u.blue_tick,
      is_dsa: u.is_dsa,
      created_at: u.created_at,
      language: u.language,
    };
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
