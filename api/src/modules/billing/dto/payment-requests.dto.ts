import type { PaymentPurpose } from '@app/contracts';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsString, Matches, Min, ValidateIf } from 'class-validator';

/** POST /api/payments/checkout {purpose, subscription_id | bluetick_payment_id} */
export class CheckoutDto {
  @IsIn(['elite', 'bluetick'], { message: 'The purpose must be elite or bluetick.' })
  purpose: PaymentPurpose;

  @ValidateIf((o: CheckoutDto) => o.purpose === 'elite')
  @Type(() => Number)
  @IsInt({ message: 'The subscription_id is required for an Elite payment.' })
  @Min(1, { message: 'The subscription_id is invalid.' })
  subscription_id?: number;

  @ValidateIf((o: CheckoutDto) => o.purpose === 'bluetick')
  @Type(() => Number)
  @IsInt({ message: 'The bluetick_payment_id is required for a blue-tick payment.' })
  @Min(1, { message: 'The bluetick_payment_id is invalid.' })
  bluetick_payment_id?: number;
}

const RAZORPAY_ID = /^[A-Za-z0-9_]{1,64}$/;

/** POST /api/payments/razorpay/verify: Checkout's success handler payload. */
export class RazorpayVerifyDto {
  @IsString()
  @Matches(RAZORPAY_ID, { message: 'The razorpay_payment_id is invalid.' })
  razorpay_payment_id: string;

  @IsString()
  @Matches(RAZORPAY_ID, { message: 'The razorpay_order_id is invalid.' })
  razorpay_order_id: string;

  @IsString()
  @Matches(/^[0-9a-fA-F]{64}$/, { message: 'The razorpay_signature is invalid.' })
  razorpay_signature: string;
}
