import type { ContactShown } from '@app/contracts';
import { MARKETPLACE_LIMITS } from '@app/contracts';
import { IsDefined, IsOptional } from 'class-validator';
import {
  ContactShownField,
  Count,
  Email,
  Money,
  Phone,
  RefId,
  Required,
  Text,
  Trim,
  TrimToNull,
} from '../common/field-rules';
import { MediaIds } from '../common/media-ids';

const { shortTextMaxLength, nameMaxLength } = MARKETPLACE_LIMITS;

/** Amounts are paise (sent as rupees); left out they are 0. */
class FranchiseNumbers {
  @IsOptional()
  @Count('outlet count')
  outlet_count?: number | null;

  @IsOptional()
  @Money('turnover')
  turnover?: number | null;

  @IsOptional()
  @Money('expected turnover')
  expected_turnover?: number | null;

  @IsOptional()
  @Money('investment needed')
  investment_needed?: number | null;

  @IsOptional()
  @Money('franchise fees')
  franchise_fees?: number | null;

  @IsOptional()
  @Money('total investment')
  total_investment?: number | null;

  @IsOptional()
  @Money('net profit')
  net_profit?: number | null;

  @IsOptional()
  @Money('working capital')
  working_capital?: number | null;

  @IsOptional()
  @TrimToNull()
  @Text('segment multi', 500)
  segment_multi?: string | null;

  @IsOptional()
  @TrimToNull()
  @Text('franchise type', nameMaxLength)
  franchise_type?: string | null;

  /** Free text ("18 months", "25%"). */
  @IsOptional()
  @TrimToNull()
  @Text('return on investment', nameMaxLength)
  return_on_investment?: string | null;

  @IsOptional()
  @RefId('country id')
  country_id?: number;

  @IsOptional()
  @RefId('state id')
  state_id?: number;

  @IsOptional()
  @RefId('city id')
  city_id?: number;

  @ContactShownField()
  contact_shown?: ContactShown;
}

/** `POST restaurants/give-franchise` (multipart; images as images[0], images[1], …). */
export class CreateFranchiseDto extends FranchiseNumbers {
  @IsDefined({ message: 'The brand name field is required.' })
  @Trim()
  @Text('brand name', shortTextMaxLength)
  @Required('brand name')
  brand_name: string;

  @IsDefined({ message: 'The company name field is required.' })
  @Trim()
  @Text('company name', shortTextMaxLength)
  @Required('company name')
  company_name: string;

  @IsDefined({ message: 'The contact name field is required.' })
  @Trim()
  @Text('contact name', nameMaxLength)
  @Required('contact name')
  contact_name: string;

  @IsDefined({ message: 'The contact phone field is required.' })
  @Phone('contact phone')
  contact_phone: string;

  @IsDefined({ message: 'The contact email field is required.' })
  @Email('contact email')
  contact_email: string;
}

/** `POST restaurants/give-franchise/{id}`: a field sent replaces the old value; images sent are added. */
export class UpdateFranchiseDto extends FranchiseNumbers {
  @IsOptional()
  @Trim()
  @Text('brand name', shortTextMaxLength)
  @Required('brand name')
  brand_name?: string;

  @IsOptional()
  @Trim()
  @Text('company name', shortTextMaxLength)
  @Required('company name')
  company_name?: string;

  @IsOptional()
  @Trim()
  @Text('contact name', nameMaxLength)
  @Required('contact name')
  contact_name?: string;

  @IsOptional()
  @Phone('contact phone')
  contact_phone?: string;

  @IsOptional()
  @Email('contact email')
  contact_email?: string;

  @MediaIds()
  remove_media_ids?: number[];
}
