import { IsDefined } from 'class-validator';
import { ZeroOrOne } from './field-rules';

/** `POST restaurants/sell-my-restaurants/interested/{id}` and `…/give-franchises/interested/{id}`. */
export class InterestDto {
  @IsDefined({ message: 'The is intrested field is required.' })
  @ZeroOrOne('is intrested')
  is_intrested: 0 | 1;
}
