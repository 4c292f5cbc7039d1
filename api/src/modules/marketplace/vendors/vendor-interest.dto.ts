import { IsDefined } from 'class-validator';
import { ZeroOrOne } from '../common/field-rules';

/** `POST vendor/vendor/interested/{id}`: an owner is interested in a vendor. */
export class VendorInterestDto {
  @IsDefined({ message: 'The is intrested field is required.' })
  @ZeroOrOne('is intrested')
  is_intrested: 0 | 1;
}
