import {
  BLUE_TICK_REVIEW_DECISIONS,
  type BlueTickReviewDecision,
  REVIEW_NOTE_MAX,
  REVIEW_NOTE_MIN,
} from '@app/contracts';
import { Transform, Type } from 'class-transformer';
import { IsDefined, IsIn, IsInt, IsString, Length, Min, ValidateIf } from 'class-validator';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class BlueTickRequestIdParam {
  @Type(() => Number)
  @IsInt({ message: 'id must be a whole number' })
  @Min(1, { message: 'id must be a whole number' })
  id: number;
}

export class BlueTickDocumentParam extends BlueTickRequestIdParam {
  @IsIn(['identity', 'business'], { message: 'The document must be identity or business.' })
  document: 'identity' | 'business';
}

/**
 * PUT admin-api/bluetick-requests/:id: the staff decision. The member reads the note of a rejection, so
 * one is required then; an approval may carry none.
 */
export class ReviewBlueTickDto {
  @IsIn(BLUE_TICK_REVIEW_DECISIONS, { message: 'The status must be approved or rejected.' })
  status: BlueTickReviewDecision;

  /** Read only when rejecting: approval stores no note (the console may still send an empty one). */
  @ValidateIf((dto: ReviewBlueTickDto) => dto.status === 'rejected')
  @IsDefined({ message: 'The review note field is required when rejecting.' })
  @Transform(trimmed)
  @IsString({ message: 'The review note must be a string.' })
  @Length(REVIEW_NOTE_MIN, REVIEW_NOTE_MAX, {
    message: `The review note must be between ${REVIEW_NOTE_MIN} and ${REVIEW_NOTE_MAX} characters.`,
  })
  review_note?: string;
}
