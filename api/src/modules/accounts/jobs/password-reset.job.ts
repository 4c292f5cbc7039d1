import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import { QueueName } from '../../../core/queue/queue-names';
import { MemberAuthService, type PasswordResetJobData } from '../member-auth.service';

/**
 * Password-reset requests, worked on away from the request so its answer cannot tell a known address from
 * an unknown one by its time (decision 058). Logs the outcome by job id, never the address or the token.
 */
@Processor(QueueName.Accounts, { concurrency: 2 })
export class PasswordResetJob extends WorkerHost {
  private readonly logger = new Logger(PasswordResetJob.name);

  constructor(private readonly auth: MemberAuthService) {
    super();
  }

  async process(job: Job<PasswordResetJobData>): Promise<{ mailed: boolean }> {
    const mailed = await this.auth.sendResetLink(job.data.email);
    this.logger.log({ msg: 'password reset request handled', job_id: job.id, mailed });
    return { mailed };
  }
}
