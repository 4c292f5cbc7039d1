import { Module } from '@nestjs/common';
import { MembersModule } from '../members';
import { NotificationsModule } from '../notifications';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppealsService } from './appeals.service';
import { AppealEntity } from './entities/appeal.entity';
import { BlockedImageEntity } from './entities/blocked-image.entity';
import { EscalationEntity } from './entities/escalation.entity';
import { NoticeEntity } from './entities/notice.entity';
import { ReviewActionEntity } from './entities/review-action.entity';
import { ReviewItemEntity } from './entities/review-item.entity';
import { ReviewReportEntity } from './entities/review-report.entity';
import { WatchedWordEntity } from './entities/watched-word.entity';
import { EscalationsService } from './escalations.service';
import { EvidenceStoreService } from './evidence.service';
import { MemberModerationService } from './member-moderation.service';
import { MemberRestrictionsService } from './member-restrictions.service';
import { NoticesController } from './notices.controller';
import { NoticesService } from './notices.service';
import { ReviewDecisionsService } from './review-decisions.service';
import { ReviewViewsService } from './review-views.service';
import { StaffAppealsController } from './staff-appeals.controller';
import {
  StaffEscalationsController,
  StaffImageBlocklistController,
  StaffTransparencyController,
} from './staff-evidence.controller';
import { StaffMembersController } from './staff-members.controller';
import { StaffTakedownsService } from './staff-takedowns.service';
import { StaffModerationStatsController, StaffReviewItemsController } from './staff-review-items.controller';
import { TransparencyReportService } from './transparency.service';
import { ImageBlocklistService } from './image-blocklist.service';
import { MemberSubjectAdapter } from './member-subject.adapter';
import { ModerationSubjectsService } from './moderation-subjects';
import { ModerationService } from './moderation.service';
import { ReportsController } from './reports.controller';
import { ReportsService } from './reports.service';
import { ReviewQueueService } from './review-queue.service';
import { StaffWatchedWordsController } from './staff-watched-words.controller';
import { WatchedWordsService } from './watched-words.service';

/**
 * Trust and safety: reports, automatic checks, the staff review queue and its decisions, member
 * restrictions, statements of reasons and appeals, child-safety escalations (see moderation.types.ts).
 */
@Module({
  imports: [
    NotificationsModule,
    TypeOrmModule.forFeature([
      ReviewItemEntity,
      ReviewReportEntity,
      ReviewActionEntity,
      NoticeEntity,
      AppealEntity,
      EscalationEntity,
      WatchedWordEntity,
      BlockedImageEntity,
    ]),
    MembersModule,
  ],
  controllers: [
    ReportsController,
    StaffWatchedWordsController,
    StaffReviewItemsController,
    StaffModerationStatsController,
    StaffMembersController,
    StaffAppealsController,
    StaffImageBlocklistController,
    StaffEscalationsController,
    StaffTransparencyController,
    NoticesController,
  ],
  providers: [
    ModerationSubjectsService,
    ReviewQueueService,
    WatchedWordsService,
    ImageBlocklistService,
    ReportsService,
    MemberSubjectAdapter,
    ModerationService,
    EvidenceStoreService,
    ReviewViewsService,
    ReviewDecisionsService,
    MemberRestrictionsService,
    MemberModerationService,
    NoticesService,
    AppealsService,
    EscalationsService,
    TransparencyReportService,
    StaffTakedownsService,
  ],
  exports: [
    ModerationService,
    WatchedWordsService,
    MemberRestrictionsService,
    ReviewViewsService,
    StaffTakedownsService,
    ReportsService,
  ],
})
export class ModerationModule {}
