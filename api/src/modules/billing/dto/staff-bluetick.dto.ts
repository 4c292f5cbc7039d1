import { BLUE_TICK_REVIEW_DECISIONS, type BlueTickReviewDecision } from '@app/contracts';
import { IsIn } from 'class-validator';
import { RejectionNote, WholeNumberParam } from '../../../core/http/fields';

export class BlueTickRequestIdParam {
  @WholeNumberParam('id') id: number;
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
  @RejectionNote() review_note?: string;
}
