import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { type Job, Queue, Worker } from 'bullmq';
import { AppConfig } from '../../config/app-config';
import { processJobTelemetry } from '../../queue/job-telemetry';
import { bullConnection } from '../../queue/queue.module';
import { DEFAULT_JOB_OPTIONS, QueueName } from '../../queue/queue-names';
import { workerOptions } from '../../queue/queue-worker';
import { MAIL_RETRY_SCHEDULE, type RetrySchedule, retryDelay } from '../mail-retry';
import type { EmailJobData } from '../mail.service';
import { MAIL_CONCURRENCY, MailTransportService } from '../mail-transport';
import { renderMail } from '../mail-templates-hi';
import type { MailTemplateData, MailTemplateName } from '../templates';

const errorCode = (error: unknown) =>
  (error as { code?: string; responseCode?: number }).code ??
  (error as { responseCode?: number }).responseCode ??
  null;

/**
 * Renders and delivers queued mail (docs/decisions/056). A failed delivery is tried again along the
 * retry schedule and every failure is logged (job id and template; never the body, a code or a link); a
 * mail that failed for good stays in the queue's failed set until staff retry it
 * (`node api/dist/cli.js retry-failed-jobs email`).
 *
 * The BullMQ worker is built here rather than by @Processor: its backoff, lock duration and stalled-job
 * check come from the retry schedule and settings, which a decorator cannot read. A worker that dies
 * mid-delivery loses no mail: once its lock lapses, another worker takes the job over (stalled-job check).
 */
@Injectable()
export class SendEmailJob implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(SendEmailJob.name);
  private worker?: Worker<EmailJobData>;
  private readonly reportQueues = new Map<QueueName, Queue>();

  constructor(
    private readonly transport: MailTransportService,
    private readonly config: AppConfig,
    @Inject(MAIL_RETRY_SCHEDULE) private readonly retry: RetrySchedule,
  ) {}

  onApplicationBootstrap() {
    this.worker = new Worker<EmailJobData>(QueueName.Email, (job) => this.process(job), {
      ...workerOptions(this.config.REDIS_URL, {
        concurrency: MAIL_CONCURRENCY,
        lockMs: this.config.MAIL_QUEUE_LOCK_MS,
        stalledIntervalMs: this.config.MAIL_QUEUE_STALLED_INTERVAL_MS,
      }),
      settings: { backoffStrategy: (attemptsMade: number) => retryDelay(this.retry, attemptsMade) },
    });
    // A job that stalled too often fails without passing through process(): say so too.
    this.worker.on('failed', (job, error) => {
      if (job && error?.message.includes('stalled'))
        this.logger.error({
          msg: 'mail failed for good',
          job_id: job.id,
          template: job.data.template,
          error: error.message,
        });
    });
    this.worker.on('error', (error) => this.logger.warn({ msg: 'mail worker error', error: error.message }));
  }

  async onApplicationShutdown() {
    await this.worker?.close();
    await Promise.all([...this.reportQueues.values()].map((queue) => queue.close()));
  }

  async process(job: Job<EmailJobData>): Promise<{ messageId: string }> {
    const { to, template, data, attachments, onDelivered, headers, language } = job.data;
    const attempt = job.attemptsMade + 1;
    const attempts = job.opts.attempts ?? 1;
    // A job taken over from a worker that died after sending (or retried because the delivery report could
    // not be queued) was sent already: its data says so, and the mail is not sent twice.
    let messageId = job.data.sent?.messageId;
    if (messageId) {
      this.logger.log({ msg: 'mail already sent, not sent again', template, job_id: job.id, attempt });
    } else {
      try {
        const mail = renderMail(
          template as MailTemplateName,
          data as MailTemplateData<MailTemplateName>,
          language,
        );
        messageId = await this.transport.deliver(to, mail, attachments, headers);
      } catch (error) {
        const entry = { job_id: job.id, template, attempt, attempts, code: errorCode(error) };
        if (attempt < attempts)
          this.logger.warn({
            msg: 'mail delivery failed, will retry',
            ...entry,
            retry_in_ms: retryDelay(this.retry, attempt),
          });
        else this.logger.error({ msg: 'mail failed for good', ...entry });
        throw error;
      }
      this.logger.log({ msg: 'mail sent', template, job_id: job.id, attempt });
      await this.markSent(job, messageId);
    }
    if (onDelivered) {
      await this.reportQueue(onDelivered.queue).add(onDelivered.name, onDelivered.data, {
        jobId: `${job.id}-delivered`,
      });
    }
    return { messageId };
  }

  /**
   * Right after the SMTP server accepted the mail: the job's data becomes the record that it was sent, and
   * what the mail said (a sign-in code, a reset link, an invoice) no longer stays readable in Redis while
   * the completed job is kept. Only the window between the server's acceptance and this write can still
   * repeat a mail (SMTP itself cannot do better; RFC 5321 section 6.1).
   */
  private async markSent(job: Job<EmailJobData>, messageId: string): Promise<void> {
    const { to, template, onDelivered } = job.data;
    const sent: EmailJobData = {
      to,
      template,
      data: null,
      sent: { messageId },
      ...(onDelivered && { onDelivered }),
    };
    try {
      await job.updateData(sent);
    } catch (error) {
      // The mail is out: failing the job now would only send it again.
      this.logger.warn({ msg: 'mail sent but not marked sent', job_id: job.id, error: String(error) });
    }
  }

  private reportQueue(name: QueueName): Queue {
    let queue = this.reportQueues.get(name);
    if (!queue) {
      queue = new Queue(name, {
        connection: bullConnection(this.config.REDIS_URL),
        defaultJobOptions: DEFAULT_JOB_OPTIONS,
        telemetry: processJobTelemetry(),
      });
      this.reportQueues.set(name, queue);
    }
    return queue;
  }
}
