import type { ContactShown } from '@app/contracts';
import { MARKETPLACE_LIMITS } from '@app/contracts';
import { IsDefined, IsOptional } from 'class-validator';
import {
  ContactShownField,
  Money,
  Phone,
  Required,
  Text,
  Trim,
  TrimToNull,
  ZeroOrOne,
} from '../common/field-rules';

const { titleMaxLength, descriptionMaxLength } = MARKETPLACE_LIMITS;

/** `POST restaurants/requirement` (multipart; the photo is a file). */
export class CreateRequirementDto {
  @IsDefined({ message: 'The title field is required.' })
  @Trim()
  @Text('title', titleMaxLength)
  @Required('title')
  title: string;

  @IsDefined({ message: 'The description field is required.' })
  @Trim()
  @Text('description', descriptionMaxLength)
  @Required('description')
  description: string;

  @ContactShownField()
  contact_shown?: ContactShown;
}

/** `POST restaurants/requirement/{id}`: a field sent replaces the old value; one left out stays. */
export class UpdateRequirementDto {
  @IsOptional()
  @Trim()
  @Text('title', titleMaxLength)
  @Required('title')
  title?: string;

  @IsOptional()
  @Trim()
  @Text('description', descriptionMaxLength)
  @Required('description')
  description?: string;

  @ContactShownField()
  contact_shown?: ContactShown;
}

/** `POST vendor/vendors/interested/{id}`: a vendor's quote. */
export class QuoteDto {
  @IsDefined({ message: 'The is intrested field is required.' })
  @ZeroOrOne('is intrested')
  is_intrested: 0 | 1;

  @IsDefined({ message: 'The mobile no field is required.' })
  @Phone('mobile no')
  mobile_no: string;

  /** Paise (sent as rupees). */
  @IsDefined({ message: 'The rate field is required.' })
  @Money('rate')
  rate: number;

  @IsOptional()
  @TrimToNull()
  @Text('remark', 1000)
  remark?: string | null;
}
