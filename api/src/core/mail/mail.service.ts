import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { QueueName } from '../queue/queue-names';
import type { MailTemplateData, MailTemplateName } from './templates';

export interface EmailJobData {
  to: string;
  template: MailTemplateName;
  data: unknown;
}

/** Services ask for mail here; the worker renders and sends it (see jobs/send-email.job.ts). */
@Injectable()
export class MailService {
  constructor(@InjectQueue(QueueName.Email) private readonly queue: Queue<EmailJobData>) {}

  /**
   * Queues a mail. `dedupeKey` makes the job id deterministic, so the same mail asked for twice
   * (a retried request, say) is sent once.
   */
  async send<N extends MailTemplateName>(to: string, template: N, data: MailTemplateData<N>, dedupeKey?: string): Promise<void> {
    await this.queue.add(template, { to, template, data }, dedupeKey ? { jobId: `${template}-${dedupeKey}` } : undefined);
  }
}
