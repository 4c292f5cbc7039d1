import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { MembersModule } from '../members';
import { NotificationsModule } from '../notifications';
import { TypeOrmModule } from '@nestjs/typeorm';
import { QueueName } from '../../core/queue/queue-names';
import { CreditNotesService } from './credit-notes/credit-notes.service';
import { CreditNoteCounterEntity, CreditNoteEntity } from './entities/credit-note.entity';
import { ExchangeRateEntity } from './entities/exchange-rate.entity';
import { InvoiceCounterEntity } from './entities/invoice-counter.entity';
import { InvoiceEntity } from './entities/invoice.entity';
import { InvoiceClockService } from './invoice-clock';
import { InvoiceIssuerService } from './invoice-issuer.service';
import { InvoicesController } from './invoices.controller';
import { InvoicesMemberDataService } from './invoices-member-data';
import { InvoicesService } from './invoices.service';
import { InvoiceExportsService } from './staff/invoice-exports.service';
import { InvoiceJob } from './jobs/invoice.job';
import { ExchangeRatesService } from './exchange-rates.service';
import { StaffExchangeRatesController } from './staff/staff-exchange-rates.controller';
import { StaffInvoicesController } from './staff/staff-invoices.controller';
import { StaffInvoicesService } from './staff/staff-invoices.service';
import { SupplierDetailsService } from './supplier-details';

/** GST invoices: numbering, tax split, PDF, receipt mail and the member's invoice list. */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      InvoiceEntity,
      InvoiceCounterEntity,
      CreditNoteEntity,
      CreditNoteCounterEntity,
      ExchangeRateEntity,
    ]),
    BullModule.registerQueue({ name: QueueName.Invoice }),
    MembersModule,
    NotificationsModule,
  ],
  controllers: [InvoicesController, StaffInvoicesController, StaffExchangeRatesController],
  providers: [
    InvoicesService,
    InvoiceIssuerService,
    SupplierDetailsService,
    InvoiceClockService,
    InvoicesMemberDataService,
    StaffInvoicesService,
    InvoiceExportsService,
    CreditNotesService,
    ExchangeRatesService,
  ],
  exports: [InvoicesService, InvoiceIssuerService, CreditNotesService],
})
export class InvoicesModule {}

/** Issuing invoices: loaded by the worker only. */
@Module({ imports: [InvoicesModule], providers: [InvoiceJob] })
export class InvoiceJobsModule {}
