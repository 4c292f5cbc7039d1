import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { MemberDataPartsService } from '../../core/member-data/member-data-parts';
import { StorageDriver } from '../../core/storage/storage.driver';
import { BluetickRequestEntity } from './entities/bluetick-request.entity';
import { PaymentEntity } from './entities/payment.entity';

/**
 * Billing's share of a member's data rights (issue 14): the member's payments, exported without provider
 * secrets, and blue-tick requests with their documents. Payments are accounting records the law requires us to keep, so a purge leaves them (the
 * account row they point at is anonymised by accounts).
 */
@Injectable()
export class BillingMemberDataService implements OnModuleInit {
  constructor(
    private readonly parts: MemberDataPartsService,
    @InjectRepository(PaymentEntity) private readonly payments: Repository<PaymentEntity>,
    @InjectRepository(BluetickRequestEntity) private readonly blueTicks: Repository<BluetickRequestEntity>,
    private readonly storage: StorageDriver,
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
    // The blue-tick requests with the member's own documents; a purge removes the documents (the request
    // rows stay, payments point at them).
    this.parts.register({
      name: 'bluetick',
      export: async (memberId) => {
        const rows = await this.blueTicks.find({ where: { user_id: memberId }, order: { id: 'ASC' } });
        return {
          records: rows.map((r) => ({
            id: r.id,
            status: r.status,
            paid_at: r.paid_at,
            reviewed_at: r.reviewed_at,
            review_note: r.review_note,
            created_at: r.created_at,
          })),
          files: rows.flatMap((r) =>
            [r.identity_document_key, r.business_proof_key].filter((k): k is string => !!k),
          ),
        };
      },
      erase: async (memberId) => {
        const rows = await this.blueTicks.find({ where: { user_id: memberId } });
        for (const row of rows) {
          for (const key of [row.identity_document_key, row.business_proof_key])
            if (key) await this.storage.delete(key);
          await this.blueTicks.update(row.id, { identity_document_key: '', business_proof_key: null });
        }
      },
    });
  }
}
