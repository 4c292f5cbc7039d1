import { INDIA_COUNTRY_ID, type PaymentProviderName } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import type { PaymentProvider } from './payment-provider';
import { PayuGateway } from './payu/payu.gateway';
import { RazorpayGateway } from './razorpay/razorpay.gateway';

/** Which provider serves a member: PayU in India, Razorpay elsewhere (docs/decisions/028). */
@Injectable()
export class PaymentProvidersService {
  constructor(
    private readonly payu: PayuGateway,
    private readonly razorpay: RazorpayGateway,
  ) {}

  forCountry(countryId: number): PaymentProvider {
    return countryId === INDIA_COUNTRY_ID ? this.payu : this.razorpay;
  }

  byName(name: PaymentProviderName): PaymentProvider {
    return name === 'payu' ? this.payu : this.razorpay;
  }
}
