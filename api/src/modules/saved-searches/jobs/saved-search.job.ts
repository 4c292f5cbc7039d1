import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger, Module } from '@nestjs/common';
import type { Job } from 'bullmq';
import { QueueName } from '../../../core/queue/queue-names';
import { MATCH_JOB, type MatchJobData, SavedSearchAlertsService } from '../saved-search-alerts';
import { SavedSearchesModule } from '../saved-searches.module';

/** The `saved-searches` queue's processor: matches a visible listing to saved searches (decision 351). */
@Processor(QueueName.SavedSearches, { concurrency: 2 })
export class SavedSearchJob extends WorkerHost {
  private readonly logger = new Logger(SavedSearchJob.name);

  constructor(private readonly alerts: SavedSearchAlertsService) {
    super();
  }

  async process(job: Job<MatchJobData>): Promise<unknown> {
    if (job.name === MATCH_JOB)
      return { hits: await this.alerts.match(job.data.subject, job.data.listingId) };
    this.logger.error({ msg: 'saved-searches queue: unknown job', job: job.name });
    throw new Error(`saved-searches queue: no handler for job "${job.name}"`);
  }
}

/** Loaded by the worker only. */
@Module({ imports: [SavedSearchesModule], providers: [SavedSearchJob] })
export class SavedSearchJobsModule {}
