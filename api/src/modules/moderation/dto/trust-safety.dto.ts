import {
  APPEAL_OUTCOMES,
  APPEAL_TEXT_MAX_LENGTH,
  APPEAL_TEXT_MIN_LENGTH,
  type AppealOutcome,
  BULK_REVIEW_ACTIONS,
  BULK_REVIEW_MAX,
  type BulkReviewAction,
  MODERATION_NOTE_MAX_LENGTH,
  REVIEW_ACTIONS,
  type ReviewAction,
  SUSPEND_DAYS_MAX,
} from '@app/contracts';
import { applyDecorators } from '@nestjs/common';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsDefined,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Length,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { OptionalText, WholeNumberParam } from '../../../core/http/fields';
import { Trim } from '../../../core/http/transforms';

export class ModerationIdParam {
  @WholeNumberParam('id') id: number;
}

export class EvidenceParam extends ModerationIdParam {
  @WholeNumberParam('n', { min: 0, max: 99 }) n: number;
}

/** The days of a suspension: a whole number from 1 to SUSPEND_DAYS_MAX. */
const SuspendDays = () => {
  const message = `The days must be between 1 and ${SUSPEND_DAYS_MAX}.`;
  return applyDecorators(
    Type(() => Number),
    Max(SUSPEND_DAYS_MAX, { message }),
    Min(1, { message }),
    IsInt({ message: 'The days must be a whole number.' }),
  );
};

class NoteFields {
  @OptionalText('note', MODERATION_NOTE_MAX_LENGTH) note?: string;
}

/** POST admin-api/review-items/{id}/actions. */
export class ReviewActionDto extends NoteFields {
  @IsDefined({ message: 'The action field is required.' })
  @IsIn(REVIEW_ACTIONS, { message: 'The selected action is invalid.' })
  action: ReviewAction;

  @ValidateIf((o: ReviewActionDto) => o.action === 'suspend' || o.days !== undefined)
  @IsDefined({ message: 'The days field is required to suspend.' })
  @SuspendDays()
  days?: number;

  @IsOptional()
  @IsBoolean({ message: 'add_to_blocklist must be true or false.' })
  add_to_blocklist?: boolean;
}

/** POST admin-api/review-items/bulk. */
export class BulkReviewDto {
  @IsDefined({ message: 'The ids field is required.' })
  @IsArray({ message: 'The ids must be a list.' })
  @ArrayMinSize(1, { message: 'Choose at least one item.' })
  @ArrayMaxSize(BULK_REVIEW_MAX, { message: `Choose at most ${BULK_REVIEW_MAX} items.` })
  @IsInt({ each: true, message: 'Each id must be a whole number.' })
  @Min(1, { each: true, message: 'Each id must be a whole number.' })
  ids: number[];

  @IsDefined({ message: 'The action field is required.' })
  @IsIn(BULK_REVIEW_ACTIONS, { message: 'The selected action is invalid.' })
  action: BulkReviewAction;
}

/** POST admin-api/members/{id}/suspend. */
export class SuspendMemberDto extends NoteFields {
  @IsDefined({ message: 'The days field is required.' })
  @SuspendDays()
  days: number;
}

/** POST admin-api/members/{id}/ban. */
export class BanMemberDto extends NoteFields {}

/** POST admin-api/members/{id}/unsuspend. */
export class UnsuspendMemberDto extends NoteFields {}

/** POST api/moderation/notices/{id}/appeal. */
export class AppealDto {
  @IsDefined({ message: 'The text field is required.' })
  @Trim()
  @IsString({ message: 'The text must be a string.' })
  @Length(APPEAL_TEXT_MIN_LENGTH, APPEAL_TEXT_MAX_LENGTH, {
    message: `The text must be between ${APPEAL_TEXT_MIN_LENGTH} and ${APPEAL_TEXT_MAX_LENGTH} characters.`,
  })
  text: string;

  /** The mailed link's token: a member who cannot log in (banned, suspended) appeals with it. */
  @IsOptional()
  @IsString({ message: 'The token must be a string.' })
  @MaxLength(100, { message: 'The token is invalid.' })
  token?: string;
}

/** POST admin-api/appeals/{id}/decide. */
export class DecideAppealDto {
  @IsDefined({ message: 'The outcome field is required.' })
  @IsIn(APPEAL_OUTCOMES, { message: 'The selected outcome is invalid.' })
  outcome: AppealOutcome;

  @IsDefined({ message: 'The note field is required.' })
  @Trim()
  @IsString({ message: 'The note must be a string.' })
  @Length(1, MODERATION_NOTE_MAX_LENGTH, {
    message: `The note must be between 1 and ${MODERATION_NOTE_MAX_LENGTH} characters.`,
  })
  note: string;
}

/** GET admin-api/transparency-report. */
export class TransparencyQuery {
  @IsDefined({ message: 'The month field is required.' })
  @Matches(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'The month must be YYYY-MM.' })
  month: string;
}
