import { type StaffReviewRecord, ReviewMessages } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { AuditActor } from '../../core/audit/audit-log.service';
import { DomainError, NotFoundError } from '../../core/errors/domain-error';
import { StaffTakedownsService } from '../moderation';
import type { HideReviewDto } from './dto/review.dto';
import { ReviewEntity } from './entities/review.entity';
import { toStaffReview } from './reviews.mappers';

/**
 * Staff hiding a review (issue 33): only with a reason, which becomes the author's statement of reasons
 * and can be appealed, through moderation's own decision (StaffTakedownsService). The reviewed member has no such
 * power: they can report the review like anyone else.
 */
@Injectable()
export class StaffReviewsService {
  constructor(
    @InjectRepository(ReviewEntity) private readonly reviews: Repository<ReviewEntity>,
    private readonly takedowns: StaffTakedownsService,
  ) {}

  async hide(id: number, actor: AuditActor, input: HideReviewDto): Promise<StaffReviewRecord> {
    const review = await this.reviews.findOneBy({ id });
    if (!review) throw new NotFoundError(ReviewMessages.reviewNotFound);
    if (review.held_at) throw new DomainError(409, 'This review is already hidden.');
    await this.takedowns.hide(actor, { subject: 'review', id, reason: input.reason, note: input.note });
    await this.reviews.update({ id }, { hidden_reason: input.note });
    return toStaffReview(await this.reviews.findOneByOrFail({ id }));
  }
}
