import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  JOB_ALERT_LIMITS,
  MARKETPLACE_LIMITS,
} from '@app/contracts';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsDefined, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { IsGstin } from '../../invoices';
import { ClearableListingText, Money, OptionalRefId, Text, Trim, ZeroOrOne } from '../common/field-rules';
import { IdList } from '../vendors/vendor-profile.dto';
import { PageNumber, PageSize } from '../../../core/http/fields';

const { descriptionMaxLength, shortTextMaxLength, nameMaxLength } = MARKETPLACE_LIMITS;

/**
 * `POST mp/manpowers/{id}` (the seed's Manpower Edit Profile, without its files: photo, resume and mobile
 * number go through `POST users/{id}`). Every field optional; an emptied optional field clears it.
 */
export class ManpowerProfileDto {
  /** The full name: the last word is the last name, the rest the first name. */
  @IsOptional()
  @Trim()
  @Text('name', 201)
  name?: string;

  /** The login: not changed here (a new address needs verifying); accepted and ignored. */
  @IsOptional()
  email?: unknown;

  @ClearableListingText('address', 500) address?: string | null;

  @ClearableListingText('gst no', 20)
  @IsGstin()
  gst_no?: string | null;

  /** "About you". */
  @ClearableListingText('comments', descriptionMaxLength) comments?: string | null;

  /** 1: "Let Elite restaurant owners see my CV and contact"; 0 withdraws (decision 211). */
  @IsOptional()
  @ZeroOrOne('cv consent')
  cv_consent?: 0 | 1;

  /** The category (chef, steward, manager…). */
  @ClearableListingText('type', nameMaxLength) type?: string | null;

  @ClearableListingText('business category', shortTextMaxLength) business_category?: string | null;

  @ClearableListingText('qualification', shortTextMaxLength) qualification?: string | null;

  @ClearableListingText('experience', 100) experience?: string | null;

  @OptionalRefId('country id') country_id?: number;

  @OptionalRefId('state id') state_id?: number;

  /** "Main office city" (the seed's native city: a city of the list). */
  @OptionalRefId('native city id') native_city_id?: number;

  /** The member's city. */
  @OptionalRefId('current city id') current_city_id?: number;

  /** Job alerts (decision 345): the positions wanted, as a list or one text with commas; empty: none. */
  @IsOptional()
  @Transform(({ value }) => toPositions(value))
  @IsArray({ message: 'The wanted positions must be a list of positions.' })
  @ArrayMaxSize(JOB_ALERT_LIMITS.maxPositions, {
    message: `At most ${JOB_ALERT_LIMITS.maxPositions} positions may be chosen.`,
  })
  @IsString({ each: true, message: 'Each wanted position must be a text.' })
  @MaxLength(JOB_ALERT_LIMITS.positionMaxLength, {
    each: true,
    message: `Each wanted position may have at most ${JOB_ALERT_LIMITS.positionMaxLength} characters.`,
  })
  wanted_positions?: string[];

  /** The cities wanted; none: the member's own city. */
  @IdList('wanted city ids', JOB_ALERT_LIMITS.maxCities) wanted_city_ids?: number[];

  /** Rupees per month (held as paise); emptied: any salary. */
  @IsOptional()
  @Money('min salary')
  min_salary?: number | null;
}

/** `a, b` or `["a", "b"]` or `x[0]=a`: trimmed, blanks and repeats (by their words) dropped. */
function toPositions(value: unknown): unknown {
  if (value === '' || value === null) return [];
  const list =
    typeof value === 'string'
      ? value.split(',')
      : Array.isArray(value)
        ? value
        : typeof value === 'object'
          ? Object.values(value as Record<string, unknown>)
          : value;
  if (!Array.isArray(list)) return list;
  const seen = new Set<string>();
  return list
    .map((v) => (typeof v === 'string' ? v.trim().replace(/\s+/g, ' ') : v))
    .filter((v) => {
      if (typeof v !== 'string') return true;
      const key = v.toLowerCase();
      if (!v || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** `GET mp/promotemanpowers?per_page=5&page=1`. */
export class PromotedQuery {
  @PageNumber(100) page = 1;

  @PageSize(MARKETPLACE_LIMITS.maxPageSize) per_page = 5;
}

/** `POST restaurants/received-application/{id}/status`. */
export class ApplicationStatusDto {
  @IsDefined({ message: 'The status field is required.' })
  @IsIn(APPLICATION_STATUSES, { message: 'The selected status is invalid.' })
  status: ApplicationStatus;
}
