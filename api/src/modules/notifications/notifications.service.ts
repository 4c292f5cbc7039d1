import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { QueueName } from '../../core/queue/queue-names';
import { NotificationDeliveryService } from './notification-delivery.service';
import {
  eventJobId,
  MENTIONS_JOB,
  type MentionsInput,
  type MentionsJobData,
  NOTIFY_JOB,
  type NotifyInput,
  type NotifyJobData,
} from './notifications.types';

/** Text that cannot mention anyone is not queued. */
const MAY_MENTION = /@[\p{L}\p{N}]/u;

/**
 * What other modules call when something happened that a member should hear of. Each call queues a job
 * (the worker writes the notification); none for one's own actions. A failure to queue is logged and
 * swallowed: the action the member took has already happened and must not fail for its notification
 * (docs/decisions/175).
 */
@Injectable()
export class NotificationsService {
  private readonly logger = new Logger(NotificationsService.name);

  constructor(
    @InjectQueue(QueueName.Notifications) private readonly queue: Queue<NotifyJobData | MentionsJobData>,
    private readonly delivery: NotificationDeliveryService,
  ) {}

  async notify(input: NotifyInput): Promise<void> {
    if (input.actorId !== null && input.actorId === input.recipientId) return;
    const data: NotifyJobData = { ...input, at: new Date().toISOString() };
    await this.enqueue(NOTIFY_JOB, data, input.actorId !== null ? eventJobId(input) : undefined);
  }

  /**
   * Many events at once (a requirement routed to its matching vendors): one round trip to Redis per call,
   * each job with its event's deterministic id, so an event queued twice is delivered once. Unlike
   * `notify`, a failure to queue is thrown: the caller's job retries the batch.
   */
  async notifyMany(inputs: readonly NotifyInput[]): Promise<void> {
    const at = new Date().toISOString();
    const jobs = inputs
      .filter((input) => input.actorId === null || input.actorId !== input.recipientId)
      .map((input) => ({
        name: NOTIFY_JOB,
        data: { ...input, at } as NotifyJobData,
        opts: { ...(input.actorId !== null && { jobId: eventJobId(input) }), removeOnComplete: true },
      }));
    if (jobs.length) await this.queue.addBulk(jobs);
  }

  /** Posts and comments: notifies the members the text mentions (found by the worker). */
  async mentions(input: MentionsInput): Promise<void> {
    if (!MAY_MENTION.test(input.text)) return;
    await this.enqueue(MENTIONS_JOB, {
      ...input,
      text: input.text.slice(0, 5000),
      at: new Date().toISOString(),
    });
  }

  /**
   * The actor took it back (an unlike): the queued event is dropped if the worker has not taken it yet, and
   * the actor leaves the recipient's unread group (a read one stays as it was read).
   */
  async retract(input: Omit<NotifyInput, 'link'>): Promise<void> {
    if (input.actorId === null || input.actorId === input.recipientId) return;
    try {
      await this.queue.remove(eventJobId(input));
      await this.delivery.retract(input);
    } catch (error) {
      this.logger.warn({ msg: 'notification not retracted', kind: input.kind, error: String(error) });
    }
  }

  private async enqueue(name: string, data: NotifyJobData | MentionsJobData, jobId?: string): Promise<void> {
    try {
      await this.queue.add(name, data, { ...(jobId && { jobId }), removeOnComplete: true });
    } catch (error) {
      this.logger.warn({ msg: 'notification not queued', job: name, error: String(error) });
    }
  }
}
