import { MARKETPLACE_LIMITS } from '@app/contracts';
import { IntersectionType } from '@nestjs/swagger';
import { IsDefined, IsOptional } from 'class-validator';
import { Count, Money, Required, Text, Trim, TrimToNull } from '../common/field-rules';
import { ListingContactEdits, ListingContactFields, ListingPlaceFields } from '../common/listing-fields';

const { shortTextMaxLength, nameMaxLength } = MARKETPLACE_LIMITS;

/** Amounts are paise (sent as rupees); left out they are 0. */
class FranchiseNumbers extends ListingPlaceFields {
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
}

/** `POST restaurants/give-franchise` (multipart; images as images[0], images[1], …). */
export class CreateFranchiseDto extends IntersectionType(FranchiseNumbers, ListingContactFields) {
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
}

/** `POST restaurants/give-franchise/{id}`: a field sent replaces the old value; images sent are added. */
export class UpdateFranchiseDto extends IntersectionType(FranchiseNumbers, ListingContactEdits) {
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
}
