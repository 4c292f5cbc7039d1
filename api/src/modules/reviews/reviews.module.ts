import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MembersModule } from '../members';
import { ModerationModule } from '../moderation';
import { NotificationsModule } from '../notifications';
import { ReviewEntity } from './entities/review.entity';
import { ReviewModeration } from './review-moderation';
import { ReviewReads } from './review-reads.service';
import { ReviewReminders } from './review-reminders';
import { ReviewReveals } from './review-reveals';
import { ReviewTrades } from './review-trades';
import { ReviewsController } from './reviews.controller';
import { ReviewsMemberData } from './reviews-member-data';
import { ReviewsService } from './reviews.service';
import { StaffReviewsController } from './staff-reviews.controller';
import { StaffReviews } from './staff-reviews.service';

/** Reviews and reputation on the marketplace's trades (issue 33). */
@Module({
  imports: [TypeOrmModule.forFeature([ReviewEntity]), MembersModule, ModerationModule, NotificationsModule],
  controllers: [ReviewsController, StaffReviewsController],
  providers: [
    ReviewTrades,
    ReviewModeration,
    ReviewsService,
    ReviewReads,
    ReviewReveals,
    ReviewReminders,
    ReviewsMemberData,
    StaffReviews,
  ],
  exports: [ReviewReads],
})
export class ReviewsModule {}
