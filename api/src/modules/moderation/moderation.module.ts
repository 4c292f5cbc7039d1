import { Module } from '@nestjs/common';
import { MembersModule } from '../members';
import { NotificationsModule } from '../notifications';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Appeals } from './appeals.service';
import { AppealEntity } from './entities/appeal.entity';
import { BlockedImageEntity } from './entities/blocked-image.entity';
import { EscalationEntity } from './entities/escalation.entity';
import { NoticeEntity } from './entities/notice.entity';
import { ReviewActionEntity } from './entities/review-action.entity';
import { ReviewItemEntity } from './entities/review-item.entity';
import { ReviewReportEntity } from './entities/review-report.entity';
import { WatchedWordEntity } from './entities/watched-word.entity';
import { Escalations } from './escalations.service';
import { EvidenceStore } from './evidence.service';
import { MemberModeration } from './member-moderation.service';
import { MemberRestrictions } from './member-restrictions.service';
import { NoticesController } from './notices.controller';
import { Notices } from './notices.service';
import { ReviewDecisions } from './review-decisions.service';
import { ReviewViews } from './review-views.service';
import { StaffAppealsController } from './staff-appeals.controller';
import {
  StaffEscalationsController,
  StaffImageBlocklistController,
  StaffTransparencyController,
} from './staff-evidence.controller';
import { StaffMembersController } from './staff-members.controller';
import { StaffTakedowns } from './staff-takedowns.service';
import { StaffModerationStatsController, StaffReviewItemsController } from './staff-review-items.controller';
import { TransparencyReport } from './transparency.service';
import { ImageBlocklist } from './image-blocklist.service';
import { MemberSubjectAdapter } from './member-subject.adapter';
import { ModerationSubjects } from './moderation-subjects';
import { ModerationService } from './moderation.service';
import { ReportsController } from './reports.controller';
import { ReportsService } from './reports.service';
import { ReviewQueue } from './review-queue.service';
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
    ModerationSubjects,
    ReviewQueue,
    WatchedWordsService,
    ImageBlocklist,
    ReportsService,
    MemberSubjectAdapter,
    ModerationService,
    EvidenceStore,
    ReviewViews,
    ReviewDecisions,
    MemberRestrictions,
    MemberModeration,
    Notices,
    Appeals,
    Escalations,
    TransparencyReport,
    StaffTakedowns,
  ],
  exports: [
    ModerationService,
    WatchedWordsService,
    MemberRestrictions,
    ReviewViews,
    StaffTakedowns,
    ReportsService,
  ],
})
export class ModerationModule {}
