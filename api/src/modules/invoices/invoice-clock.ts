import { Injectable } from '@nestjs/common';

/** The time an invoice is issued at; tests replace it to cross a financial year's end. */
@Injectable()
export class InvoiceClockService {
  now(): Date {
    return new Date();
  }
}
