import { Module } from '@nestjs/common';
import { BackupJobsModule } from './core/backup/backup.module';
import { CoreModule } from './core/core.module';
import { MetricsModule, QueueMetricsModule } from './core/metrics/metrics.module';
import { MailJobsModule } from './core/mail/mail.module';
import { MaintenanceJobsModule } from './core/maintenance/maintenance.module';
import { QueueConsumerModule } from './core/queue/queue.module';
import { AccountJobsModule } from './modules/accounts/accounts.module';
import { ConversationJobsModule } from './modules/conversations';
import { DataRightsJobsModule } from './modules/data-rights/data-rights.module';
import { DOMAIN_MODULES } from './modules/domain.modules';
import { InvoiceJobsModule } from './modules/invoices/invoices.module';
import { NotificationJobsModule } from './modules/notifications';
import { LeadJobsModule } from './modules/marketplace/leads/lead-routing.job';
import { SavedSearchJobsModule } from './modules/saved-searches';
import { SocialJobsModule } from './modules/social/jobs/social-jobs.module';

/** The background worker: the same modules without HTTP, plus every queue processor. */
@Module({
  imports: [
    QueueConsumerModule,
    CoreModule,
    ...DOMAIN_MODULES,
    MailJobsModule,
    MaintenanceJobsModule,
    BackupJobsModule,
    MetricsModule,
    QueueMetricsModule,
    AccountJobsModule,
    InvoiceJobsModule,
    SocialJobsModule,
    NotificationJobsModule,
    DataRightsJobsModule,
    LeadJobsModule,
    SavedSearchJobsModule,
    ConversationJobsModule,
  ],
})
export class WorkerModule {}
