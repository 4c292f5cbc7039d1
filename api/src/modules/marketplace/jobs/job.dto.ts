import { MARKETPLACE_LIMITS } from '@app/contracts';
import { IsDefined, IsOptional, Matches } from 'class-validator';
import {
  ClearableListingText,
  EditedListingText,
  Money,
  NotEmptied,
  RequiredListingText,
  TrimToNull,
  ZeroOrOne,
} from '../common/field-rules';
import { ListingPlaceFields } from '../common/listing-fields';

const { titleMaxLength, descriptionMaxLength, shortTextMaxLength } = MARKETPLACE_LIMITS;
const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

/** The fields both the creation and the edit of a job take (with the place and contact choice). */
class JobOptionalFields extends ListingPlaceFields {
  @ClearableListingText('experience', 100) experience?: string | null;

  @IsOptional()
  @TrimToNull()
  @Matches(TIME, { message: 'The job timing from must be a time like 09:30.' })
  job_timing_from?: string | null;

  @IsOptional()
  @TrimToNull()
  @Matches(TIME, { message: 'The job timing to must be a time like 18:00.' })
  job_timing_to?: string | null;

  @ClearableListingText('location', shortTextMaxLength) location?: string | null;

  @ClearableListingText('description', descriptionMaxLength) description?: string | null;

  @ClearableListingText('other benefits', 1000) other_benefits?: string | null;
}

/** `POST restaurants/job` (multipart; the photo is a file). Place defaults to the owner's. */
export class CreateJobDto extends JobOptionalFields {
  @RequiredListingText('title', titleMaxLength) title: string;

  @RequiredListingText('position', shortTextMaxLength) position: string;

  /** Paise (sent as rupees). */
  @IsDefined({ message: 'The salary field is required.' })
  @Money('salary')
  salary: number;

  /** 0 per month, 1 per year. */
  @IsDefined({ message: 'The per field is required.' })
  @ZeroOrOne('per')
  per: 0 | 1;
}

/** `POST restaurants/job/{id}`: a field sent replaces the old value; `is_closed` closes or reopens. */
export class UpdateJobDto extends JobOptionalFields {
  @EditedListingText('title', titleMaxLength) title?: string;

  @EditedListingText('position', shortTextMaxLength) position?: string;

  @NotEmptied()
  @Money('salary')
  salary?: number;

  @IsOptional()
  @ZeroOrOne('per')
  per?: 0 | 1;

  @IsOptional()
  @ZeroOrOne('is closed')
  is_closed?: 0 | 1;
}

/** `POST mp/manpowers/apply-now-job/{id}`. */
export class ApplyDto {
  @IsDefined({ message: 'The is applied field is required.' })
  @ZeroOrOne('is applied')
  is_applied: 0 | 1;
}
