import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import { QueueName } from '../../../core/queue/queue-names';
import { NotificationDeliveryService } from '../notification-delivery.service';
import { MENTIONS_JOB, type MentionsJobData, NOTIFY_JOB, type NotifyJobData } from '../notifications.types';

/** The notifications queue's processor: writes each queued event into the recipient's notifications. */
@Processor(QueueName.Notifications, { concurrency: 4 })
export class NotificationsJob extends WorkerHost {
  private readonly logger = new Logger(NotificationsJob.name);

  constructor(private readonly delivery: NotificationDeliveryService) {
    super();
  }

  async process(job: Job<NotifyJobData | MentionsJobData>): Promise<unknown> {
    if (job.name === NOTIFY_JOB)
      return { notification_id: await this.delivery.deliver(job.data as NotifyJobData) };
    if (job.name === MENTIONS_JOB)
      return { mentioned: await this.delivery.deliverMentions(job.data as MentionsJobData) };
    this.logger.error({ msg: 'notifications queue: unknown job', job: job.name });
    throw new Error(`notifications queue: no handler for job "${job.name}"`);
  }
}
