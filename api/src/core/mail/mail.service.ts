import type { MemberLanguage } from '@app/contracts';
import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { QueueName } from '../queue/queue-names';
import { MAIL_BACKOFF_TYPE, MAIL_RETRY_SCHEDULE, type RetrySchedule } from './mail-retry';
import type { MailTemplateData, MailTemplateName } from './templates';

/** A file sent with a mail, carried in the job (keep it small: invoices of a few kilobytes). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

/**
 * A job the e-mail worker queues once the mail was accepted by the SMTP server: how a module learns that
 * its mail really went out (an invoice's receipt_mailed_at). Its id derives from the mail job's id, so a
 * report is queued once.
 */
export interface DeliveryReport {
  queue: QueueName;
  name: string;
  data: Record<string, unknown>;
}

/**
 * Who a mail goes to: an address, or an address and the recipient's saved language (decision 391), which
 * picks the template's version. A plain address, or no language, is English.
 */
export type MailRecipient = string | { email: string; language?: MemberLanguage | null };

const recipient = (to: MailRecipient) =>
  typeof to === 'string'
    ? { to }
    : { to: to.email, ...(to.language && to.language !== 'en' && { language: to.language }) };

export interface EmailJobData {
  to: string;
  /** The recipient's language when not English (decision 391): the worker renders that version. */
  language?: MemberLanguage;
  template: MailTemplateName;
  data: unknown;
  attachments?: MailAttachment[];
  onDelivered?: DeliveryReport;
  /** Extra headers (the one-click unsubscribe of optional mails, RFC 8058). */
  headers?: Record<string, string>;
  /**
   * Set by the worker once the SMTP server accepted the mail, when it also drops `data` and `attachments`
   * (codes, links, invoices): a job that runs again is not sent again.
   */
  sent?: { messageId: string };
}

/** Services ask for mail here; the worker renders and sends it (see jobs/send-email.job.ts). */
@Injectable()
export class MailService {
  constructor(
    @InjectQueue(QueueName.Email) private readonly queue: Queue<EmailJobData>,
    @Inject(MAIL_RETRY_SCHEDULE) private readonly retry: RetrySchedule,
  ) {}

  /**
   * Queues a mail, tried until delivered along the retry schedule (mail-retry.ts). `dedupeKey` makes the
   * job id deterministic, so the same mail asked for twice (a retried request, say) is sent once.
   * `onDelivered` is queued after delivery (see DeliveryReport). `headers` are added to the mail as they
   * are (`List-Unsubscribe`, `List-Unsubscribe-Post`). `to` may carry the recipient's language.
   */
  async send<N extends MailTemplateName>(
    to: MailRecipient,
    template: N,
    data: MailTemplateData<N>,
    dedupeKey?: string,
    attachments?: MailAttachment[],
    onDelivered?: DeliveryReport,
    headers?: Record<string, string>,
  ): Promise<void> {
    const job: EmailJobData = { ...recipient(to), template, data };
    if (attachments?.length) job.attachments = attachments;
    if (onDelivered) job.onDelivered = onDelivered;
    if (headers && Object.keys(headers).length) job.headers = headers;
    await this.queue.add(template, job, {
      ...(dedupeKey && { jobId: `${template}-${dedupeKey}` }),
      attempts: this.retry.attempts,
      backoff: { type: MAIL_BACKOFF_TYPE },
    });
  }

  /**
   * Queues many mails in one round trip (the leads of a routing batch: decision 345), each as `send`
   * would, with its dedupe key.
   */
  async sendMany<N extends MailTemplateName>(
    mails: ReadonlyArray<{
      to: MailRecipient;
      template: N;
      data: MailTemplateData<N>;
      dedupeKey: string;
      headers?: Record<string, string>;
    }>,
  ): Promise<void> {
    if (!mails.length) return;
    await this.queue.addBulk(
      mails.map(({ to, template, data, dedupeKey, headers }) => ({
        name: template,
        data: {
          ...recipient(to),
          template,
          data,
          ...(headers && Object.keys(headers).length && { headers }),
        } as EmailJobData,
        opts: {
          jobId: `${template}-${dedupeKey}`,
          attempts: this.retry.attempts,
          backoff: { type: MAIL_BACKOFF_TYPE },
        },
      })),
    );
  }
}
