import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import { QueueName } from '../../queue/queue-names';
import type { EmailJobData } from '../mail.service';
import { MailTransport } from '../mail-transport';
import { type MailTemplateData, type MailTemplateName, renderMail } from '../templates';

/** Renders and delivers queued mail; BullMQ retries a failed delivery with backoff. */
@Processor(QueueName.Email, { concurrency: 4 })
export class SendEmailJob extends WorkerHost {
  private readonly logger = new Logger(SendEmailJob.name);

  constructor(private readonly transport: MailTransport) {
    super();
  }

  async process(job: Job<EmailJobData>): Promise<{ messageId: string }> {
    const { to, template, data, attachments } = job.data;
    const mail = renderMail(template as MailTemplateName, data as MailTemplateData<MailTemplateName>);
    const messageId = await this.transport.deliver(to, mail, attachments);
    this.logger.log({ msg: 'mail sent', template, job_id: job.id, attempt: job.attemptsMade + 1 });
    return { messageId };
  }
}
