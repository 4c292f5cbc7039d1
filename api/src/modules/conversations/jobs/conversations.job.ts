import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import { QueueName } from '../../../core/queue/queue-names';
import { UNREAD_MAIL_JOB, type UnreadMailJobData, UnreadMessageMailsService } from '../unread-mails';

/** The conversations queue's processor: the delayed unread-message mail checks (decision 274). */
@Processor(QueueName.Conversations, { concurrency: 4 })
export class ConversationsJob extends WorkerHost {
  private readonly logger = new Logger(ConversationsJob.name);

  constructor(private readonly mails: UnreadMessageMailsService) {
    super();
  }

  async process(job: Job<UnreadMailJobData>, token?: string): Promise<unknown> {
    if (job.name === UNREAD_MAIL_JOB) return { outcome: await this.mails.run(job, token) };
    this.logger.error({ msg: 'conversations queue: unknown job', job: job.name });
    throw new Error(`conversations queue: no handler for job "${job.name}"`);
  }
}
