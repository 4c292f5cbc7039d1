import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { QueueName } from '../../core/queue/queue-names';
import { MembersModule } from '../members';
import { ModerationModule } from '../moderation';
import { AccountDeletionService } from './account-deletion.service';
import { ContactMessagesService } from './contact.service';
import { DataExportsService } from './data-exports.service';
import { DataRightsController } from './data-rights.controller';
import { ContactMessageEntity } from './entities/contact-message.entity';
import { DataExportEntity } from './entities/data-export.entity';
import { DataExportJob } from './jobs/data-export.job';
import { StaffContactMessagesController } from './staff-contact-messages.controller';

/** Member data rights: the contact form and its inbox, account deletion and purge, data exports. */
@Module({
  imports: [
    TypeOrmModule.forFeature([ContactMessageEntity, DataExportEntity]),
    BullModule.registerQueue({ name: QueueName.DataExport }),
    MembersModule,
    ModerationModule,
  ],
  controllers: [DataRightsController, StaffContactMessagesController],
  providers: [ContactMessagesService, DataExportsService, AccountDeletionService],
  exports: [ContactMessagesService, DataExportsService, AccountDeletionService],
})
export class DataRightsModule {}

/** The data-export builder: loaded by the worker only. */
@Module({ imports: [DataRightsModule], providers: [DataExportJob] })
export class DataRightsJobsModule {}
