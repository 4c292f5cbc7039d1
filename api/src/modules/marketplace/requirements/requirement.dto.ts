import type { ContactShown } from '@app/contracts';
import { MARKETPLACE_LIMITS } from '@app/contracts';
import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsDefined, IsInt, Max, Min, ValidateIf } from 'class-validator';
import {
  ClearableListingText,
  ContactShownField,
  EditedListingText,
  Money,
  Phone,
  RequiredListingText,
  ZeroOrOne,
} from '../common/field-rules';

const { titleMaxLength, descriptionMaxLength } = MARKETPLACE_LIMITS;

/**
 * A trade category id (decision 300): sent empty it is null ("none"; on create, the server suggests one),
 * left out undefined. Whole numbers sent as text become numbers.
 */
function CategoryId() {
  const message = 'The selected category id is invalid.';
  return applyDecorators(
    Transform(({ value }) =>
      value === '' || value === null
        ? null
        : typeof value === 'string' && /^\s*\d{1,10}\s*$/.test(value)
          ? Number(value)
          : value,
    ),
    ValidateIf((_object, value) => value !== null && value !== undefined),
    IsInt({ message }),
    Min(1, { message }),
    Max(4_294_967_295, { message }),
  );
}

/** `POST restaurants/requirement` (multipart; the photo is a file). */
export class CreateRequirementDto {
  @RequiredListingText('title', titleMaxLength) title: string;

  @RequiredListingText('description', descriptionMaxLength) description: string;

  @ContactShownField() contact_shown?: ContactShown;

  /** Left out or empty: the server suggests one from the title and description. */
  @CategoryId() category_id?: number | null;
}

/** `POST restaurants/requirement/{id}`: a field sent replaces the old value; one left out stays. */
export class UpdateRequirementDto {
  @EditedListingText('title', titleMaxLength) title?: string;

  @EditedListingText('description', descriptionMaxLength) description?: string;

  @ContactShownField() contact_shown?: ContactShown;

  /** Left out: it stays; empty: none. */
  @CategoryId() category_id?: number | null;
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

  @ClearableListingText('remark', 1000) remark?: string | null;
}
