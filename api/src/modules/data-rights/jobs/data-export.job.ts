import { Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { QueueName } from '../../../core/queue/queue-names';
import { DataExportsService, type DataExportJobData } from '../data-exports.service';

/** Builds a member's data export and mails the link. */
@Processor(QueueName.DataExport, { concurrency: 1 })
export class DataExportJob extends WorkerHost {
  constructor(private readonly exports: DataExportsService) {
    super();
  }

  async process(job: Job<DataExportJobData>): Promise<void> {
    await this.exports.build(job.data.exportId);
  }
}
