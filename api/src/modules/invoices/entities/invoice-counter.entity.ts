import { Entity } from 'typeorm';
import { SerialCounterColumns } from './gst-document-columns';

/** The last invoice serial used in a financial year; its row is locked while a number is taken. */
@Entity('invoice_counters')
export class InvoiceCounterEntity extends SerialCounterColumns {}
