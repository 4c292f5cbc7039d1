import { BullModule } from '@nestjs/bullmq';
import { Global, Module } from '@nestjs/common';
import { QueueName } from '../queue/queue-names';
import { SendEmailJob } from './jobs/send-email.job';
import { MailTransport } from './mail-transport';
import { MailService } from './mail.service';

/** Enqueueing mail: available to every module of the API and the worker. */
@Global()
@Module({
  imports: [BullModule.registerQueue({ name: QueueName.Email })],
  providers: [MailService],
  exports: [MailService],
})
export class MailModule {}

/** Sending mail: loaded by the worker only. */
@Module({ providers: [MailTransport, SendEmailJob] })
export class MailJobsModule {}
