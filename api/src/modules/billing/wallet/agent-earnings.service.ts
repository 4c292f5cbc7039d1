import { randomInt } from 'node:crypto';
import type { AgentPanel, WalletEntryView } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, type EntityManager, In, LessThan } from 'typeorm';
import { CatalogueService } from '../catalogue/catalogue.service';
import { CouponEntity } from '../entities/coupon.entity';
import { PaymentEntity } from '../entities/payment.entity';
import { WalletEntryEntity } from '../entities/wallet-entry.entity';
import { toMajor } from '../money';
import { WALLET_CURRENCY } from './wallet.service';

/**
 * An Atmnirbhar agent's personal coupon (decision 148): this much off for the buyer, and this share of
 * each payment made with it credited to the agent's wallet (WalletService.creditInside).
 */
export const AGENT_COUPON_PERCENT_OFF_BPS = 1000;
export const AGENT_COMMISSION_BPS = 1000;

/** Wallet entries per page of GET my-wallet/entries. */
export const WALLET_PAGE_SIZE = 20;

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** What agents see of their coupon and wallet; and the coupon an approval creates. */
@Injectable()
export class AgentEarningsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly catalogue: CatalogueService,
  ) {}

  /**
   * Inside the approval's transaction: the agent's personal coupon, an INR percent coupon credited to
   * them. An agent approved again (after a revocation) gets their earlier coupon back, active.
   */
  async createAgentCouponInside(manager: EntityManager, userId: number): Promise<CouponEntity> {
    const repo = manager.getRepository(CouponEntity);
    const existing = await repo.findOne({ where: { agent_user_id: userId }, order: { id: 'ASC' } });
    if (existing) {
      if (!existing.is_active) await repo.update(existing.id, { is_active: true });
      return { ...existing, is_active: true };
    }
    for (let attempt = 0; ; attempt++) {
      const suffix = Array.from({ length: 5 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
      const code = `ATM${userId}${suffix}`;
      if (await repo.existsBy({ code })) {
        if (attempt > 5) throw new Error('Could not find a free agent coupon code');
        continue;
      }
      return repo.save(
        repo.create({
          code,
          kind: 'percent',
          percent_off_bps: AGENT_COUPON_PERCENT_OFF_BPS,
          amount_off_minor: null,
          currency: WALLET_CURRENCY,
          plan_id: null,
          max_uses: null,
          max_uses_per_member: 1,
          agent_user_id: userId,
          commission_bps: AGENT_COMMISSION_BPS,
          is_advertised: false,
          is_active: true,
        }),
      );
    }
  }

  /** The codes of coupons by id (the console shows an approved application's coupon). */
  async codes(ids: readonly number[]): Promise<Map<number, string>> {
    if (!ids.length) return new Map();
    const rows = await this.db.getRepository(CouponEntity).find({
      where: { id: In([...new Set(ids)]) },
      select: { id: true, code: true },
    });
    return new Map(rows.map((c) => [c.id, c.code]));
  }

  /** GET dsa/panel: the agent's coupon, its paid uses and the commission earned. */
  async panel(userId: number): Promise<AgentPanel> {
    const coupon = await this.db.getRepository(CouponEntity).findOne({
      where: { agent_user_id: userId, is_active: true },
      order: { id: 'ASC' },
    });
    const currency = await this.catalogue.currency(WALLET_CURRENCY);
    const [uses, earned] = await Promise.all([
      coupon ? this.db.getRepository(PaymentEntity).countBy({ coupon_id: coupon.id, status: 'paid' }) : 0,
      this.db
        .getRepository(WalletEntryEntity)
        .createQueryBuilder('w')
        .select('COALESCE(SUM(w.amount_minor), 0)', 'total')
        .where('w.user_id = :userId AND w.currency = :currency', { userId, currency: WALLET_CURRENCY })
        .getRawOne<{ total: string | number }>(),
    ]);
    return {
      coupon_code: coupon?.code ?? null,
      percent_off: coupon?.percent_off_bps != null ? coupon.percent_off_bps / 100 : null,
      commission_percent: coupon ? coupon.commission_bps / 100 : null,
      uses,
      commission_earned: toMajor(Number(earned?.total ?? 0), currency.minor_unit),
      currency: currency.code,
      currency_symbol: currency.symbol,
    };
  }

  /** GET my-wallet/entries: newest first, keyset-paged by id (`before`). */
  async walletEntries(
    userId: number,
    before?: number,
  ): Promise<{ data: WalletEntryView[]; next_before: number | null }> {
    const rows = await this.db.getRepository(WalletEntryEntity).find({
      where: { user_id: userId, ...(before ? { id: LessThan(before) } : {}) },
      order: { id: 'DESC' },
      take: WALLET_PAGE_SIZE + 1,
    });
    const page = rows.slice(0, WALLET_PAGE_SIZE);
    const [codes, currencies] = await Promise.all([
      this.codes(page.map((r) => r.coupon_id)),
      this.catalogue.minorUnits(page.map((r) => r.currency)),
    ]);
    return {
      data: page.map((r) => ({
        id: r.id,
        amount: toMajor(r.amount_minor, currencies.get(r.currency) ?? 2),
        currency: r.currency,
        coupon_code: codes.get(r.coupon_id) ?? null,
        created_at: r.created_at.toISOString(),
      })),
      next_before: rows.length > WALLET_PAGE_SIZE ? page[page.length - 1]!.id : null,
    };
  }
}
