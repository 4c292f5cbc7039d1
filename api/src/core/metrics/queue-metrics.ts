import { getQueueToken } from '@nestjs/bullmq';
import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService, ModuleRef } from '@nestjs/core';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Job, Queue, Worker } from 'bullmq';
import { Counter, Gauge, Histogram } from 'prom-client';
import type { DataSource } from 'typeorm';
import { QueueName } from '../queue/queue-names';
import { bullWorkers } from '../queue/queue-worker';
import { MetricsService } from './metrics';

const JOB_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300, 1800];

/**
 * The worker's metrics: each queue's depth and each job's duration and outcome (from the processors'
 * BullMQ workers), mails sent and failed (the e-mail queue's outcomes), and the business figures read from
 * the database at scrape time: payments by provider and status, members signed up. Those are totals in
 * the database, so they are right whichever worker (or how many) is scraped; graph them with increase().
 */
@Injectable()
export class QueueMetricsService implements OnApplicationBootstrap {
  private readonly jobDuration: Histogram<'queue' | 'outcome'>;
  private readonly jobsFailed: Counter<'queue' | 'final'>;
  private readonly mails: Counter<'outcome'>;

  constructor(
    private readonly metrics: MetricsService,
    private readonly discovery: DiscoveryService,
    private readonly modules: ModuleRef,
    @InjectDataSource() db: DataSource,
  ) {
    const registers = [metrics.registry];
    this.jobDuration = new Histogram({
      name: 'queue_job_duration_seconds',
      help: 'Time a job took in the worker, by queue and outcome (completed, failed)',
      labelNames: ['queue', 'outcome'],
      buckets: JOB_BUCKETS,
      registers,
    });
    this.jobsFailed = new Counter({
      name: 'queue_jobs_failed_total',
      help: 'Job attempts that failed, by queue; final="true" when no retry is left',
      labelNames: ['queue', 'final'],
      registers,
    });
    this.mails = new Counter({
      name: 'mails_total',
      help: 'E-mails handed to the SMTP relay (sent) or given up after the last retry (failed)',
      labelNames: ['outcome'],
      registers,
    });
    const queues = () => this.queues();
    const attach = () => this.attach();
    new Gauge({
      name: 'queue_jobs',
      help: 'Jobs in each queue by state (waiting, active, delayed, failed)',
      labelNames: ['queue', 'state'] as const,
      registers,
      async collect() {
        attach();
        for (const [name, queue] of queues()) {
          const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'failed', 'prioritized');
          this.set({ queue: name, state: 'waiting' }, (counts.waiting ?? 0) + (counts.prioritized ?? 0));
          for (const state of ['active', 'delayed', 'failed'] as const)
            this.set({ queue: name, state }, counts[state] ?? 0);
        }
      },
    });
    new Gauge({
      name: 'payments',
      help: 'Payments by provider and status (paid = confirmed); a total, graph it with increase()',
      labelNames: ['provider', 'status'] as const,
      registers,
      async collect() {
        const rows: Array<{ provider: string; status: string; n: string }> = await db.query(
          'SELECT provider, status, COUNT(*) AS n FROM payments GROUP BY provider, status',
        );
        this.reset();
        for (const row of rows) this.set({ provider: row.provider, status: row.status }, Number(row.n));
      },
    });
    new Gauge({
      name: 'backup_last_success_timestamp_seconds',
      help: 'When the newest successful backup finished (Unix time); 0 when there is none',
      registers,
      async collect() {
        const [row] = (await db.query(
          "SELECT UNIX_TIMESTAMP(MAX(finished_at)) AS at FROM backup_runs WHERE status = 'succeeded'",
        )) as Array<{ at: string | null }>;
        this.set(Number(row?.at ?? 0));
      },
    });
    new Gauge({
      name: 'member_signups',
      help: 'Members who ever signed up (verified or not); a total, graph it with increase()',
      registers,
      async collect() {
        const [row] = (await db.query('SELECT COUNT(*) AS n FROM users')) as Array<{ n: string }>;
        this.set(Number(row?.n ?? 0));
      },
    });
  }

  /** The queues this process registered (the worker registers every one its processors consume). */
  private queues(): Array<[QueueName, Queue]> {
    const found: Array<[QueueName, Queue]> = [];
    for (const name of Object.values(QueueName)) {
      try {
        found.push([name, this.modules.get<Queue>(getQueueToken(name), { strict: false })]);
      } catch {
        // not registered in this process
      }
    }
    return found;
  }

  onApplicationBootstrap() {
    this.attach();
    // Some processors open their BullMQ worker in their own bootstrap hook (SendEmailJob), which may
    // run after this one: look again once every hook has run, and at each scrape.
    setImmediate(() => this.attach());
  }

  private readonly attached = new WeakSet<Worker>();

  /**
   * Listens to every BullMQ worker of this process: those of @Processor classes (WorkerHost.worker) and
   * those a processor opens itself (kept in its `worker` field, as SendEmailJob does).
   */
  private attach() {
    for (const worker of bullWorkers(this.discovery)) {
      if (this.attached.has(worker)) continue;
      this.attached.add(worker);
      const queue = worker.name;
      worker.on('completed', (job: Job) => {
        this.observe(queue, 'completed', job);
        if (queue === QueueName.Email) this.mails.inc({ outcome: 'sent' });
      });
      worker.on('failed', (job: Job | undefined) => {
        if (!job) return;
        this.observe(queue, 'failed', job);
        const final = job.attemptsMade >= (job.opts.attempts ?? 1);
        this.jobsFailed.inc({ queue, final: String(final) });
        if (queue === QueueName.Email && final) this.mails.inc({ outcome: 'failed' });
      });
      worker.on('error', () => this.metrics.redisErrors.inc({ client: `worker:${queue}` }));
    }
  }

  private observe(queue: string, outcome: string, job: Job) {
    if (job.processedOn && job.finishedOn)
      this.jobDuration.observe({ queue, outcome }, (job.finishedOn - job.processedOn) / 1000);
  }
}
