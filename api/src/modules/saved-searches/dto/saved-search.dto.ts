import {
  SAVED_SEARCH_FREQUENCIES,
  SAVED_SEARCH_KINDS,
  SAVED_SEARCH_LIMITS,
  SAVED_SEARCH_UNSUBSCRIBE_TOKEN,
  type SavedSearchFrequency,
  type SavedSearchKind,
} from '@app/contracts';
import { ApiPropertyOptional, ApiProperty, PartialType } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { applyDecorators } from '@nestjs/common';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { WholeNumberParam } from '../../../core/http/fields';

/** An optional id or amount: '' and null mean "any" (a form's empty select). */
function OptionalWhole(label: string, max: number) {
  const message = `${label} must be a whole number from 1 to ${max}.`;
  return applyDecorators(
    ApiPropertyOptional({ type: Number, nullable: true }),
    Transform(({ value }) => (value === '' || value === null ? null : value)),
    ValidateIf((_object, value) => value !== null && value !== undefined),
    Type(() => Number),
    IsInt({ message }),
    Min(1, { message }),
    Max(max, { message }),
  );
}

/** `POST /api/saved-searches`: the criteria (each optional; at least one, checked by the service). */
export class CreateSavedSearchDto {
  @ApiPropertyOptional({ maxLength: SAVED_SEARCH_LIMITS.queryMaxLength })
  @IsOptional()
  @IsString({ message: 'query must be text.' })
  @MaxLength(SAVED_SEARCH_LIMITS.queryMaxLength, {
    message: `query may be at most ${SAVED_SEARCH_LIMITS.queryMaxLength} characters.`,
  })
  query?: string;

  @ApiPropertyOptional({ enum: SAVED_SEARCH_KINDS, nullable: true })
  @Transform(({ value }) => (value === '' ? null : value))
  @ValidateIf((_object, value) => value !== null && value !== undefined)
  @IsIn(SAVED_SEARCH_KINDS, { message: `kind must be one of ${SAVED_SEARCH_KINDS.join(', ')}.` })
  kind?: SavedSearchKind | null;

  @OptionalWhole('category_id', 4_294_967_295) category_id?: number | null;

  @OptionalWhole('city_id', 4_294_967_295) city_id?: number | null;

  @OptionalWhole('state_id', 4_294_967_295) state_id?: number | null;

  @OptionalWhole('salary_min', SAVED_SEARCH_LIMITS.salaryMax) salary_min?: number | null;

  @OptionalWhole('salary_max', SAVED_SEARCH_LIMITS.salaryMax) salary_max?: number | null;

  @ApiProperty({ enum: SAVED_SEARCH_FREQUENCIES })
  @IsIn(SAVED_SEARCH_FREQUENCIES, {
    message: `frequency must be one of ${SAVED_SEARCH_FREQUENCIES.join(', ')}.`,
  })
  frequency: SavedSearchFrequency;
}

/** `PUT /api/saved-searches/{id}`: what changes (left out: stays). */
export class ChangeSavedSearchDto extends PartialType(CreateSavedSearchDto) {}

/** `{id}` of a saved search. */
export class SavedSearchIdParam {
  @WholeNumberParam('id', { max: 4_294_967_295 }) id: number;
}

/** `?token=` of a saved-search alert's one-click unsubscribe link (decision 372). */
export class SavedSearchUnsubscribeQuery {
  @ApiProperty({ description: 'The token of the alert mail’s List-Unsubscribe link', example: '42.7-9.x' })
  @IsString({ message: 'token must be the token of an unsubscribe link' })
  @Matches(SAVED_SEARCH_UNSUBSCRIBE_TOKEN, { message: 'token must be the token of an unsubscribe link' })
  token: string;
}
