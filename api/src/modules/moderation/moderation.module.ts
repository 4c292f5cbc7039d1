import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MemberDirectoryModule } from '../accounts';
import { BlockedImageEntity } from './entities/blocked-image.entity';
import { ReviewItemEntity } from './entities/review-item.entity';
import { WatchedWordEntity } from './entities/watched-word.entity';
import { ImageBlocklist } from './image-blocklist.service';
import { MemberSubjectAdapter } from './member-subject.adapter';
import { ModerationSubjects } from './moderation-subjects';
import { ModerationService } from './moderation.service';
import { ReportsController } from './reports.controller';
import { ReportsService } from './reports.service';
import { ReviewQueue } from './review-queue.service';
import { StaffWatchedWordsController } from './staff-watched-words.controller';
import { WatchedWordsService } from './watched-words.service';

/** Child-safety moderation: reports, automatic checks and review items (see moderation.types.ts). */
@Module({
  imports: [
    TypeOrmModule.forFeature([ReviewItemEntity, WatchedWordEntity, BlockedImageEntity]),
    MemberDirectoryModule,
  ],
  controllers: [ReportsController, StaffWatchedWordsController],
  providers: [
    ModerationSubjects,
    ReviewQueue,
    WatchedWordsService,
    ImageBlocklist,
    ReportsService,
    MemberSubjectAdapter,
    ModerationService,
  ],
  exports: [ModerationService, WatchedWordsService],
})
export class ModerationModule {}
