import type { WalletSummary } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { CatalogueService } from '../catalogue/catalogue.service';
import type { CouponEntity } from '../entities/coupon.entity';
import type { PaymentEntity } from '../entities/payment.entity';
import { WalletEntryEntity } from '../entities/wallet-entry.entity';
import { toMajor } from '../money';

/** Wallets are kept in rupees: agents are Indian and their coupons are INR coupons (coupons migration). */
export const WALLET_CURRENCY = 'INR';

/** Sales agents' commission: credited once per paid payment made with their coupon. */
@Injectable()
export class WalletService {
  constructor(
    @InjectRepository(WalletEntryEntity) private readonly entries: Repository<WalletEntryEntity>,
    private readonly catalogue: CatalogueService,
  ) {}

  async summary(userId: number): Promise<WalletSummary> {
    const row = await this.entries
      .createQueryBuilder('w')
      .select('COALESCE(SUM(w.amount_minor), 0)', 'total')
      .where('w.user_id = :userId AND w.currency = :currency', { userId, currency: WALLET_CURRENCY })
      .getRawOne<{ total: string | number }>();
    const currency = await this.catalogue.currency(WALLET_CURRENCY);
    return {
      total_amount: toMajor(Number(row?.total ?? 0), currency.minor_unit),
      currency: currency.code,
      currency_symbol: currency.symbol,
    };
  }

  /**
   * Inside the payment's confirmation transaction: the agent's commission, rounded down. The unique
   * payment key makes a second credit for the same payment impossible, whatever calls this.
   */
  async creditInside(
    manager: EntityManager,
    payment: PaymentEntity,
    coupon: CouponEntity | null,
  ): Promise<void> {
    if (!coupon?.agent_user_id || !coupon.commission_bps || payment.currency !== WALLET_CURRENCY) return;
    const amount = Math.floor((payment.amount_minor * coupon.commission_bps) / 10_000);
    if (amount <= 0) return;
    await manager
      .createQueryBuilder()
      .insert()
      .into(WalletEntryEntity)
      .values({
        user_id: coupon.agent_user_id,
        payment_id: payment.id,
        coupon_id: coupon.id,
        currency: payment.currency,
        amount_minor: amount,
      })
      .orIgnore()
      .execute();
  }
}
