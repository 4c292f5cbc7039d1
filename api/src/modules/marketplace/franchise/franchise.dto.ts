import { MARKETPLACE_LIMITS } from '@app/contracts';
import { IntersectionType } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import {
  ClearableListingText,
  Count,
  EditedListingText,
  Money,
  RequiredListingText,
} from '../common/field-rules';
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

  @ClearableListingText('segment multi', 500) segment_multi?: string | null;

  @ClearableListingText('franchise type', nameMaxLength) franchise_type?: string | null;

  /** Free text ("18 months", "25%"). */
  @ClearableListingText('return on investment', nameMaxLength) return_on_investment?: string | null;
}

/** `POST restaurants/give-franchise` (multipart; images as images[0], images[1], …). */
export class CreateFranchiseDto extends IntersectionType(FranchiseNumbers, ListingContactFields) {
  @RequiredListingText('brand name', shortTextMaxLength) brand_name: string;

  @RequiredListingText('company name', shortTextMaxLength) company_name: string;
}

/** `POST restaurants/give-franchise/{id}`: a field sent replaces the old value; images sent are added. */
export class UpdateFranchiseDto extends IntersectionType(FranchiseNumbers, ListingContactEdits) {
  @EditedListingText('brand name', shortTextMaxLength) brand_name?: string;

  @EditedListingText('company name', shortTextMaxLength) company_name?: string;
}
