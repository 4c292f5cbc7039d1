import { Injectable } from '@nestjs/common';
import type { PaidPurchase } from './invoice.types';

/**
 * GST invoices. SKELETON: the signature billing calls; numbering, tax split, PDF and the job are being
 * filled in.
 */
@Injectable()
export class InvoicesService {
  /** Queues the invoice of a confirmed payment (idempotent per paymentId). */
  async queueFor(_purchase: PaidPurchase): Promise<void> {}
}
