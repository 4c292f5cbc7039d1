import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MembersModule } from '../members';
import { ModerationModule } from '../moderation';
import { NotificationsModule } from '../notifications';
import { ReviewEntity } from './entities/review.entity';
import { ReviewModerationService } from './review-moderation';
import { ReviewReadsService } from './review-reads.service';
import { ReviewRemindersService } from './review-reminders';
import { ReviewRevealsService } from './review-reveals';
import { ReviewTradesService } from './review-trades';
import { ReviewsController } from './reviews.controller';
import { ReviewsMemberDataService } from './reviews-member-data';
import { ReviewsService } from './reviews.service';
import { StaffReviewsController } from './staff-reviews.controller';
import { StaffReviewsService } from './staff-reviews.service';

/** Reviews and reputation on the marketplace's trades (issue 33). */
@Module({
  imports: [TypeOrmModule.forFeature([ReviewEntity]), MembersModule, ModerationModule, NotificationsModule],
  controllers: [ReviewsController, StaffReviewsController],
  providers: [
    ReviewTradesService,
    ReviewModerationService,
    ReviewsService,
    ReviewReadsService,
    ReviewRevealsService,
    ReviewRemindersService,
    ReviewsMemberDataService,
    StaffReviewsService,
  ],
  exports: [ReviewReadsService],
})
export class ReviewsModule {}
