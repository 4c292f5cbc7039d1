import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger, Module } from '@nestjs/common';
import type { Job } from 'bullmq';
import { QueueName } from '../../../core/queue/queue-names';
import { MarketplaceModule } from '../marketplace.module';
import { LEGACY_ROUTE_JOB, LeadRoutingService, ROUTE_JOB, type RouteJobData } from './lead-routing';

/** The `leads` queue's processor: routes a visible listing to its matching members (decisions 301, 345). */
@Processor(QueueName.Leads, { concurrency: 2 })
export class LeadRoutingJob extends WorkerHost {
  private readonly logger = new Logger(LeadRoutingJob.name);

  constructor(private readonly routing: LeadRoutingService) {
    super();
  }

  async process(job: Job<RouteJobData>): Promise<unknown> {
    if (job.name === ROUTE_JOB || job.name === LEGACY_ROUTE_JOB) {
      const { subject, id } = LeadRoutingService.target(job.data);
      return { sent: await this.routing.route(subject, id) };
    }
    this.logger.error({ msg: 'leads queue: unknown job', job: job.name });
    throw new Error(`leads queue: no handler for job "${job.name}"`);
  }
}

/** Loaded by the worker only. */
@Module({ imports: [MarketplaceModule], providers: [LeadRoutingJob] })
export class LeadJobsModule {}
