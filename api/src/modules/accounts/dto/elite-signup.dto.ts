import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { ELITE_PLAN_ID } from '@app/contracts';
import { ToInt, Trim } from '../../../core/http/transforms';
import { IsGstin } from '../../invoices';
import { SignupDto } from './signup.dto';

/** POST users/elight-signup: the free sign-up plus the elite plan (paid right after verification). */
export class EliteSignupDto extends SignupDto {
  @ToInt()
  @IsIn([ELITE_PLAN_ID], { message: 'The selected plan id is invalid.' })
  plan_id: number;

  @IsOptional()
  @Trim()
  @IsString({ message: 'The gst no must be a string.' })
  @MaxLength(20, { message: 'The gst no may not be greater than 20 characters.' })
  @IsGstin()
  gst_no?: string;

  /** Kept on the subscription as given; the payments capability checks it when pricing. */
  @IsOptional()
  @Trim()
  @IsString({ message: 'The coupon code must be a string.' })
  @MaxLength(64, { message: 'The coupon code may not be greater than 64 characters.' })
  coupon_code?: string;
}
