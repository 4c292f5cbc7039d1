import { Module } from '@nestjs/common';
import { InvoicesService } from './invoices.service';

/** GST invoices: numbering, tax split, PDF, receipt mail and the member's invoice list. */
@Module({
  providers: [InvoicesService],
  exports: [InvoicesService],
})
export class InvoicesModule {}
