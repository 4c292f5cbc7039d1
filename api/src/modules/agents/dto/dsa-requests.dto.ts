import { ATMNIRBHAR_COUNTRY_ID, ATMNIRBHAR_INCOME_LIMIT } from '@app/contracts';
import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import {
  Equals,
  IsDefined,
  IsEmail,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { RejectionNote, WholeNumberParam } from '../../../core/http/fields';
import { NormalizeEmail, ToInt, Trim, TrimToNull } from '../../../core/http/transforms';
import { AgentMessages } from '@app/contracts';

/** A required text of the application form, trimmed, at most `max` characters ("The `label` must be text."). */
const FormText = (label: string, max: number) =>
  applyDecorators(
    IsDefined({ message: `The ${label} field is required.` }),
    Trim(),
    IsString({ message: `The ${label} must be text.` }),
    IsNotEmpty({ message: `The ${label} field is required.` }),
    MaxLength(max, { message: `The ${label} may not be greater than ${max} characters.` }),
  );

/** A required place id of the form (state, city): every failure answers "The `label` field is required." */
const FormPlaceId = (label: string) => {
  const message = `The ${label} field is required.`;
  return applyDecorators(ToInt(), Min(1, { message }), IsInt({ message }), IsDefined({ message }));
};

/** What a ticked box arrives as (multipart or JSON). */
const TICKED: unknown[] = [true, 1, '1', 'true', 'on', 'yes'];

/**
 * The multipart body of POST dsa/dsas as it arrives: strings of bounded size only. The service validates
 * it with ApplyDsaDto together with the four documents, so the form shows every error at once.
 */
export class DsaFormBody {
  @IsOptional() @IsString() @MaxLength(600) name?: string;
  @IsOptional() @IsString() @MaxLength(600) email?: string;
  @IsOptional() @IsString() @MaxLength(600) mobile_no?: string;
  @IsOptional() @IsString() @MaxLength(600) address?: string;
  @IsOptional() @IsString() @MaxLength(600) country_id?: string;
  @IsOptional() @IsString() @MaxLength(600) state_id?: string;
  @IsOptional() @IsString() @MaxLength(600) city_id?: string;
  @IsOptional() @IsString() @MaxLength(600) business_name?: string;
  @IsOptional() @IsString() @MaxLength(600) business_address?: string;
  @IsOptional() @IsString() @MaxLength(600) current_occupation?: string;
  @IsOptional() @IsString() @MaxLength(600) net_annual_income?: string;
  @IsOptional() @IsString() @MaxLength(600) education?: string;
  @IsOptional() @IsString() @MaxLength(600) pancard_number?: string;
  @IsOptional() @IsString() @MaxLength(600) aadharcard_number?: string;
  @IsOptional() @IsString() @MaxLength(600) gst_no?: string;
  @IsOptional() @IsString() @MaxLength(600) declaration?: string;
}

/** The application's fields and their rules (docs/product.md#atmnirbhar; decision 147). */
export class ApplyDsaDto {
  @FormText('name', 100) name: string;

  @IsDefined({ message: 'The email field is required.' })
  @NormalizeEmail()
  @IsEmail({}, { message: 'The email must be a valid email address.' })
  @MaxLength(191, { message: 'The email may not be greater than 191 characters.' })
  email: string;

  @IsDefined({ message: 'The mobile no field is required.' })
  @Transform(({ value }) => (typeof value === 'string' ? value.replace(/[\s-]+/g, '') : value))
  @Matches(/^(\+91)?[6-9][0-9]{9}$/, { message: 'The mobile no must be a 10-digit Indian mobile number.' })
  mobile_no: string;

  @FormText('address', 500) address: string;

  @IsDefined({ message: 'The country id field is required.' })
  @ToInt()
  @Equals(ATMNIRBHAR_COUNTRY_ID, { message: 'Atmnirbhar is open to members in India only.' })
  country_id: number;

  @FormPlaceId('state id') state_id: number;

  @FormPlaceId('city id') city_id: number;

  @FormText('business name', 150) business_name: string;
  @FormText('business address', 500) business_address: string;
  @FormText('current occupation', 150) current_occupation: string;

  @IsDefined({ message: 'The net annual income field is required.' })
  @Transform(({ value }) =>
    typeof value === 'string' && /^\d{1,9}$/.test(value.replace(/[\s,]/g, ''))
      ? Number(value.replace(/[\s,]/g, ''))
      : value,
  )
  @Min(0, { message: 'The net annual income must be a whole number of rupees.' })
  @Max(ATMNIRBHAR_INCOME_LIMIT - 1, { message: 'The net annual income must be under Rs. 3 LPA (300000).' })
  // Last, so checked first (class-validator runs a property's rules bottom-up): a word is "not a whole
  // number", not "over the limit".
  @IsInt({ message: 'The net annual income must be a whole number of rupees.' })
  net_annual_income: number;

  @FormText('education', 150) education: string;

  /** Checked by the service (PAN format); here only present. */
  @IsDefined({ message: 'The pancard number field is required.' })
  @Trim()
  @IsNotEmpty({ message: 'The pancard number field is required.' })
  pancard_number: string;

  /** Checked by the service (12 digits, Verhoeff); here only present. */
  @IsDefined({ message: 'The aadharcard number field is required.' })
  @Trim()
  @IsNotEmpty({ message: 'The aadharcard number field is required.' })
  aadharcard_number: string;

  /** Optional; checked by the service (GSTIN format and check character) when given. */
  @TrimToNull()
  @IsOptional()
  @IsString()
  gst_no?: string | null;

  /**
   * The declaration: annual income under Rs. 3 LPA ('please submit the check box'). Absent, it is implied:
   * the seeds' client never sends it (its checkbox only enables the button); sent, it must be ticked, so
   * the site's unticked box ('0') and an empty value are refused (decision 216).
   */
  @Transform(({ value }) => (value === undefined || value === null ? undefined : TICKED.includes(value)))
  @IsOptional()
  @Equals(true, { message: AgentMessages.declarationMissing })
  declaration?: boolean;
}

export class DsaApplicationIdParam {
  @WholeNumberParam('id') id: number;
}

export class DsaDocumentParam extends DsaApplicationIdParam {
  @IsIn(['education_certificate', 'pancard_doc', 'aadharcard_doc', 'gst_no_proof_doc'], {
    message: 'The document must be education_certificate, pancard_doc, aadharcard_doc or gst_no_proof_doc.',
  })
  document: 'education_certificate' | 'pancard_doc' | 'aadharcard_doc' | 'gst_no_proof_doc';
}

/** PUT admin-api/dsa-applications/:id: approve, or reject with the note the applicant is mailed. */
export class ReviewDsaDto {
  @IsIn(['approved', 'rejected'], { message: 'The status must be approved or rejected.' })
  status: 'approved' | 'rejected';

  @RejectionNote() review_note?: string;
}
