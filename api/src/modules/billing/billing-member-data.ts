import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { MemberDataParts } from '../../core/member-data/member-data-parts';
import { PaymentEntity } from './entities/payment.entity';

/**
 * Billing's share of a member's data rights (issue 14): the member's payments, exported without provider
 * secrets. Payments are accounting records the law requires us to keep, so a purge leaves them (the
 * account row they point at is anonymised by accounts).
 */
@Injectable()
export class BillingMemberData implements OnModuleInit {
  constructor(
    private readonly parts: MemberDataParts,
    @InjectRepository(PaymentEntity) private readonly payments: Repository<PaymentEntity>,
  ) {}

  onModuleInit() {
    this.parts.register({
      name: 'payments',
      export: async (memberId) => ({
        records: (await this.payments.find({ where: { user_id: memberId }, order: { id: 'ASC' } })).map(
          (p) => ({
            id: p.id,
            purpose: p.purpose,
            plan_id: p.plan_id,
            provider: p.provider,
            currency: p.currency,
            amount_minor: p.amount_minor,
            discount_minor: p.discount_minor,
            coupon_code: p.coupon_code,
            status: p.status,
            paid_at: p.paid_at,
            created_at: p.created_at,
          }),
        ),
      }),
    });
  }
}
