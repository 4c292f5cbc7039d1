import type { PaymentProviderName } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { PaymentEntity } from '../entities/payment.entity';

/**
 * The payment a provider's message is about (PayU's returns and webhook, Razorpay's verify and webhook):
 * found by the provider and its order id, PayU's txnid or Razorpay's order id.
 */
@Injectable()
export class ProviderOrdersService {
  constructor(@InjectRepository(PaymentEntity) private readonly payments: Repository<PaymentEntity>) {}

  /** The payment of the provider's order; with `userId`, only when it is that member's. */
  find(provider: PaymentProviderName, orderId: string, userId?: number): Promise<PaymentEntity | null> {
    return this.payments.findOneBy({
      provider,
      provider_order_id: orderId,
      ...(userId !== undefined && { user_id: userId }),
    });
  }
}
