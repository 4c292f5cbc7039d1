import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import { QueueName } from '../../../core/queue/queue-names';
import { type DerivativesOutcome, MediaDerivativesService } from '../media-derivatives.service';
import { MEDIA_DERIVATIVES_JOB, type MediaDerivativesJobData } from '../post-images';

/**
 * The media queue's processor: makes the feed-sized copy and the thumbnail of a post image. Other kinds of
 * media job must be dispatched here by name too (one worker per queue takes every job of it), so an
 * unknown name fails loudly instead of being marked done.
 */
@Processor(QueueName.Media, { concurrency: 2 })
export class MediaDerivativesJob extends WorkerHost {
  private readonly logger = new Logger(MediaDerivativesJob.name);

  constructor(private readonly derivatives: MediaDerivativesService) {
    super();
  }

  async process(job: Job<MediaDerivativesJobData>): Promise<DerivativesOutcome> {
    if (job.name !== MEDIA_DERIVATIVES_JOB) throw new Error(`media queue: no handler for job "${job.name}"`);
    const outcome = await this.derivatives.make(job.data.mediaId);
    this.logger.log({ msg: 'post image derivatives', media_id: job.data.mediaId, outcome, job_id: job.id });
    return outcome;
  }
}
