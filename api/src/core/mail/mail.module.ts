import { BullModule } from '@nestjs/bullmq';
import { Global, Module } from '@nestjs/common';
import { QueueName } from '../queue/queue-names';
import { SendEmailJob } from './jobs/send-email.job';
import { EMAIL_RETRY_SCHEDULE, MAIL_RETRY_SCHEDULE } from './mail-retry';
import { MailTransportService } from './mail-transport';
import { MailService } from './mail.service';

/** Enqueueing mail: available to every module of the API and the worker. */
@Global()
@Module({
  imports: [BullModule.registerQueue({ name: QueueName.Email })],
  providers: [MailService, { provide: MAIL_RETRY_SCHEDULE, useValue: EMAIL_RETRY_SCHEDULE }],
  exports: [MailService, MAIL_RETRY_SCHEDULE],
})
export class MailModule {}

/** Sending mail: loaded by the worker only. */
@Module({ providers: [MailTransportService, SendEmailJob] })
export class MailJobsModule {}
