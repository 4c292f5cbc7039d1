import {
  MODERATION_NOTE_MAX_LENGTH,
  UserType,
  REPORT_REASONS,
  REVIEW_RULES,
  REVIEW_TRADE_TYPES,
  type ReportReason,
  type ReviewTradeType,
} from '@app/contracts';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsDefined,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import { MAX_PAGE_NUMBER } from '../../../core/http/input-safety';
import { FilledText, OptionalInteger, RequiredId, WholeNumberParam } from '../../../core/http/fields';
import { Trim } from '../../../core/http/transforms';

/** A form sends one tag as a plain value, several as repeated fields; JSON clients send an array. */
const asList = ({ value }: { value: unknown }) =>
  value === undefined || value === null || value === '' ? [] : Array.isArray(value) ? value : [value];

/** What a review says: the stars, the text, the tags (checked against the direction by the service). */
export class ReviewContentDto {
  @IsDefined({ message: 'The rating field is required.' })
  @Type(() => Number)
  @IsInt({ message: 'The rating must be an integer.' })
  @Min(1, { message: 'The rating must be between 1 and 5.' })
  @Max(5, { message: 'The rating must be between 1 and 5.' })
  rating: number;

  @FilledText('text', REVIEW_RULES.textMax) text: string;

  @IsOptional()
  @Transform(asList)
  @IsArray({ message: 'The tags must be a list.' })
  @ArrayMaxSize(REVIEW_RULES.tagsMax, { message: `Choose at most ${REVIEW_RULES.tagsMax} tags.` })
  @IsString({ each: true, message: 'The selected tags are invalid for this review.' })
  tags: string[] = [];
}

/** POST reviews. */
export class CreateReviewDto extends ReviewContentDto {
  @IsDefined({ message: 'The trade type field is required.' })
  @IsIn(REVIEW_TRADE_TYPES, { message: 'The selected trade type is invalid.' })
  trade_type: ReviewTradeType;

  @RequiredId('trade id', 4_294_967_295) trade_id: number;
}

/** PUT reviews/{id}: the whole content again (the form shows the saved review). */
export class UpdateReviewDto extends ReviewContentDto {}

/** POST reviews/{id}/reply. */
export class ReviewReplyDto {
  @FilledText('text', REVIEW_RULES.replyMax) text: string;
}

/** GET users/{id}/reviews. */
export class ReviewListQueryDto {
  @OptionalInteger('page', MAX_PAGE_NUMBER) page: number = 1;

  @OptionalInteger('per page', REVIEW_RULES.maxPerPage) per_page: number = REVIEW_RULES.perPage;
}

/** POST admin-api/reviews/{id}/hide: staff name the rule and say why in their own words. */
export class HideReviewDto {
  @IsDefined({ message: 'The reason field is required.' })
  @IsIn(REPORT_REASONS, { message: 'The selected reason is invalid.' })
  reason: ReportReason;

  @IsDefined({ message: 'The note field is required.' })
  @Trim()
  @IsString({ message: 'The note must be a string.' })
  @MinLength(3, { message: 'Say why the review is hidden (at least 3 characters).' })
  @MaxLength(MODERATION_NOTE_MAX_LENGTH, {
    message: `The note may not be greater than ${MODERATION_NOTE_MAX_LENGTH} characters.`,
  })
  note: string;
}

/** The largest INT UNSIGNED: a bigger id cannot name a row (and would overflow the column). */
const MAX_ID = 4_294_967_295;

export class ReviewIdParam {
  @WholeNumberParam('id', { max: MAX_ID }) id: number;
}

/** GET reviews/ratings?ids=3,5,8: the members of one page of a list (a card list shows at most 50). */
export class RatingsQueryDto {
  @IsDefined({ message: 'The ids field is required.' })
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.split(',').map((id) => Number(id.trim())) : value,
  )
  @IsArray({ message: 'The ids must be a comma-separated list of member ids.' })
  @ArrayMaxSize(REVIEW_RULES.maxPerPage, { message: `At most ${REVIEW_RULES.maxPerPage} ids.` })
  @IsInt({ each: true, message: 'The ids must be a comma-separated list of member ids.' })
  @Min(1, { each: true, message: 'The ids must be a comma-separated list of member ids.' })
  @Max(MAX_ID, { each: true, message: 'The ids must be a comma-separated list of member ids.' })
  ids: number[];
}

/** GET reviews/top-rated: a directory of one member type, best rated first. */
export class TopRatedQueryDto extends ReviewListQueryDto {
  @IsDefined({ message: 'The user type field is required.' })
  @IsIn(Object.values(UserType), { message: 'The selected user type is invalid.' })
  user_type: UserType;
}
