import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { MemberDataPartsService } from '../../core/member-data/member-data-parts';
import { InvoiceEntity } from './entities/invoice.entity';

/**
 * The invoices' share of a member's data rights (issue 14): the member's invoices, exported as a list.
 * Issued invoices are kept unchanged after a purge: tax law requires the issued document (with the
 * recipient it was issued to) to be kept; nothing else of the profile is.
 */
@Injectable()
export class InvoicesMemberDataService implements OnModuleInit {
  constructor(
    private readonly parts: MemberDataPartsService,
    @InjectRepository(InvoiceEntity) private readonly invoices: Repository<InvoiceEntity>,
  ) {}

  onModuleInit() {
    this.parts.register({
      name: 'invoices',
      export: async (memberId) => ({
        records: (await this.invoices.find({ where: { user_id: memberId }, order: { id: 'ASC' } })).map(
          (i) => ({
            invoice_no: i.invoice_no,
            payment_id: i.payment_id,
            plan_name: i.plan_name,
            currency: i.currency,
            total_minor: i.total_minor,
            issued_at: i.issued_at,
          }),
        ),
      }),
    });
  }
}
