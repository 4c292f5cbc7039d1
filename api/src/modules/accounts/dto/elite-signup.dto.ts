import { IsIn } from 'class-validator';
import { ELITE_PLAN_ID } from '@app/contracts';
import { ToInt } from '../../../core/http/transforms';
import { IsGstin } from '../../invoices';
import { SignupDto } from './signup.dto';
import { OptionalText } from '../../../core/http/fields';

/** POST users/elight-signup: the free sign-up plus the elite plan (paid right after verification). */
export class EliteSignupDto extends SignupDto {
  @ToInt()
  @IsIn([ELITE_PLAN_ID], { message: 'The selected plan id is invalid.' })
  plan_id: number;

  @OptionalText('gst no', 20)
  @IsGstin()
  gst_no?: string;

  /** Kept on the subscription as given; the payments capability checks it when pricing. */
  @OptionalText('coupon code', 64) coupon_code?: string;
}
