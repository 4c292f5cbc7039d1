import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, In } from 'typeorm';
import type { ListQuery } from '../../../core/admin-rest/list-query';
import { DomainError, InvalidInputError, NotFoundError } from '../../../core/errors/domain-error';
import { MemberDirectory } from '../../members';
import { CatalogueService } from '../catalogue/catalogue.service';
import type { CouponDto } from '../dto/staff-catalogue.dto';
import { CouponEntity } from '../entities/coupon.entity';
import { PaymentEntity } from '../entities/payment.entity';
import { escapeLike } from '../../../core/database/escape-like';
import { isDuplicateKey } from '../../../core/database/duplicate-key';

export interface StaffCouponFilter {
  q: string;
  is_active: boolean;
  agent_user_id: number;
  plan_id: number;
}

/** A coupon with how often it was paid with (the list's "uses so far"). */
export interface CouponWithUses {
  coupon: CouponEntity;
  uses: number;
}

export const CouponConflicts = {
  used: 'This coupon has been used and cannot be deleted. Deactivate it instead.',
  codeOfUsed: 'This coupon has been used: its code cannot change. Create a new coupon instead.',
  codeTaken: 'A coupon with this code exists already.',
} as const;

/**
 * The console's coupons (docs/decisions/160): staff create, edit and switch coupons off; a coupon any
 * payment carries is never deleted. Checkout reads the same rows through CouponsService and coupon-rules.
 */
@Injectable()
export class StaffCouponsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly directory: MemberDirectory,
    private readonly catalogue: CatalogueService,
  ) {}

  async list(query: ListQuery<Partial<StaffCouponFilter>>): Promise<[CouponWithUses[], number]> {
    const { q, is_active, agent_user_id, plan_id } = query.filter;
    const qb = this.db.getRepository(CouponEntity).createQueryBuilder('c');
    if (typeof q === 'string' && q.trim()) {
      qb.andWhere('c.code LIKE :q', { q: `%${escapeLike(q.trim())}%` });
    }
    if (typeof is_active === 'boolean') qb.andWhere('c.is_active = :active', { active: is_active });
    if (agent_user_id !== undefined)
      qb.andWhere('c.agent_user_id = :agent', { agent: Number(agent_user_id) || 0 });
    if (plan_id !== undefined) qb.andWhere('c.plan_id = :plan', { plan: Number(plan_id) || 0 });
    const [rows, total] = await qb
      .orderBy(`c.${query.sort.field}`, query.sort.order)
      .addOrderBy('c.id', query.sort.order)
      .skip(query.offset)
      .take(query.limit)
      .getManyAndCount();
    const uses = await this.usesOf(rows.map((c) => c.id));
    return [rows.map((coupon) => ({ coupon, uses: uses.get(coupon.id) ?? 0 })), total];
  }

  async get(id: number): Promise<CouponWithUses> {
    const coupon = await this.db.getRepository(CouponEntity).findOneBy({ id });
    if (!coupon) throw new NotFoundError('Coupon not found');
    return { coupon, uses: (await this.usesOf([id])).get(id) ?? 0 };
  }

  async create(input: CouponDto): Promise<CouponWithUses> {
    const values = await this.checked(input);
    try {
      const saved = await this.db.manager.save(this.db.manager.create(CouponEntity, values));
      return { coupon: saved, uses: 0 };
    } catch (error) {
      if (isDuplicateKey(error)) throw new InvalidInputError({ code: [CouponConflicts.codeTaken] });
      throw error;
    }
  }

  /** The whole coupon replaced; a used coupon keeps its code (payments and invoices name it). */
  async update(id: number, input: CouponDto): Promise<CouponWithUses> {
    const current = await this.get(id);
    const values = await this.checked(input);
    if (values.code.toLowerCase() !== current.coupon.code.toLowerCase() && (await this.everUsed(id))) {
      throw new DomainError(409, CouponConflicts.codeOfUsed, { code: [CouponConflicts.codeOfUsed] });
    }
    try {
      await this.db.getRepository(CouponEntity).update(id, values);
    } catch (error) {
      if (isDuplicateKey(error)) throw new InvalidInputError({ code: [CouponConflicts.codeTaken] });
      throw error;
    }
    return this.get(id);
  }

  /** Only a coupon no payment ever carried (any status): otherwise 409, deactivate it instead. */
  async remove(id: number): Promise<CouponWithUses> {
    const current = await this.get(id);
    if (await this.everUsed(id)) throw new DomainError(409, CouponConflicts.used);
    try {
      await this.db.getRepository(CouponEntity).delete(id);
    } catch (error) {
      // A checkout that took the coupon between the check and the delete: the foreign key refuses.
      if ((error as { driverError?: { errno?: number } }).driverError?.errno === 1451) {
        throw new DomainError(409, CouponConflicts.used);
      }
      throw error;
    }
    return current;
  }

  /** Paid uses per coupon of one page: one grouped query on ix_payments_coupon. */
  private async usesOf(ids: number[]): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .getRepository(PaymentEntity)
      .createQueryBuilder('p')
      .select('p.coupon_id', 'coupon_id')
      .addSelect('COUNT(*)', 'n')
      .where({ coupon_id: In(ids), status: 'paid' })
      .groupBy('p.coupon_id')
      .getRawMany<{ coupon_id: number; n: string | number }>();
    return new Map(rows.map((r) => [Number(r.coupon_id), Number(r.n)]));
  }

  private async everUsed(id: number): Promise<boolean> {
    return (await this.db.getRepository(PaymentEntity).count({ where: { coupon_id: id }, take: 1 })) > 0;
  }

  /** The cross-field rules of the coupons table, as field errors instead of a failed CHECK. */
  private async checked(input: CouponDto): Promise<Omit<CouponEntity, 'id' | 'created_at' | 'updated_at'>> {
    const errors: Record<string, string[]> = {};
    const fail = (field: string, message: string) => (errors[field] ??= []).push(message);
    const fixed = input.kind === 'fixed';
    const currency = input.currency ?? null;
    if (fixed && !input.amount_off_minor) fail('amount_off_minor', 'A fixed coupon needs an amount off.');
    if (fixed && !currency) fail('currency', 'A fixed coupon needs a currency.');
    if (!fixed && !input.percent_off_bps) fail('percent_off_bps', 'A percentage coupon needs a percentage.');
    const agent = input.agent_user_id ?? null;
    if (agent !== null && currency !== 'INR') {
      fail('currency', "A sales agent's coupon is in INR (agents' wallets are kept in INR).");
    }
    if (agent === null && (input.commission_bps ?? 0) > 0) {
      fail('commission_bps', 'A commission needs a sales agent.');
    }
    const from = input.valid_from ? new Date(input.valid_from) : null;
    const until = input.valid_until ? new Date(input.valid_until) : null;
    if (from && until && until <= from) fail('valid_until', 'The end must be after the start.');
    if (currency && !(await this.catalogue.currencyExists(currency))) {
      fail('currency', 'The selected currency is invalid.');
    }
    if (input.plan_id && !(await this.catalogue.planExists(input.plan_id))) {
      fail('plan_id', 'The selected plan is invalid.');
    }
    if (agent !== null && !(await this.directory.facts(agent))) {
      fail('agent_user_id', 'The sales agent must be a member.');
    }
    if (Object.keys(errors).length) throw new InvalidInputError(errors);
    return {
      code: input.code,
      kind: input.kind,
      amount_off_minor: fixed ? input.amount_off_minor! : null,
      percent_off_bps: fixed ? null : input.percent_off_bps!,
      currency,
      plan_id: input.plan_id ?? null,
      valid_from: from,
      valid_until: until,
      max_uses: input.max_uses ?? null,
      max_uses_per_member: input.max_uses_per_member ?? null,
      agent_user_id: agent,
      commission_bps: agent === null ? 0 : (input.commission_bps ?? 0),
      is_advertised: input.is_advertised ?? false,
      is_active: input.is_active ?? true,
    };
  }
}
