import type { InvoiceSummary } from '@app/contracts';
import type { InvoiceEntity } from './entities/invoice.entity';
import { toMajorString } from './money';

export function toInvoiceSummary(invoice: InvoiceEntity): InvoiceSummary {
  return {
    id: invoice.id,
    plan_name: invoice.plan_name,
    total_amount: toMajorString(invoice.total_minor, invoice.currency),
    invoice_no: invoice.invoice_no,
    is_elite: invoice.kind === 'elite' ? 1 : 0,
    currency: invoice.currency,
    invoice_date: invoice.invoice_date,
  };
}
