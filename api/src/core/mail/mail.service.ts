import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { QueueName } from '../queue/queue-names';
import type { MailTemplateData, MailTemplateName } from './templates';

/** A file sent with a mail, carried in the job (keep it small: invoices of a few kilobytes). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

export interface EmailJobData {
  to: string;
  template: MailTemplateName;
  data: unknown;
  attachments?: MailAttachment[];
}

/** Services ask for mail here; the worker renders and sends it (see jobs/send-email.job.ts). */
@Injectable()
export class MailService {
  constructor(@InjectQueue(QueueName.Email) private readonly queue: Queue<EmailJobData>) {}

  /**
   * Queues a mail. `dedupeKey` makes the job id deterministic, so the same mail asked for twice
   * (a retried request, say) is sent once.
   */
  async send<N extends MailTemplateName>(
    to: string,
    template: N,
    data: MailTemplateData<N>,
    dedupeKey?: string,
    attachments?: MailAttachment[],
  ): Promise<void> {
    const job: EmailJobData = attachments?.length
      ? { to, template, data, attachments }
      : { to, template, data };
    await this.queue.add(template, job, dedupeKey ? { jobId: `${template}-${dedupeKey}` } : undefined);
  }
}
