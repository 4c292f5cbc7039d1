import { BullModule, getQueueToken } from '@nestjs/bullmq';
import {
  type BeforeApplicationShutdown,
  Global,
  Injectable,
  Logger,
  Module,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Queue } from 'bullmq';
import { AppConfig } from '../config/app-config';
import { processJobTelemetry } from './job-telemetry';
import { DEFAULT_JOB_OPTIONS, QueueName } from './queue-names';

/**
 * Present (true) only in the worker process, which consumes the queues; the API process only produces.
 * Provided by QueueConsumerModule, which worker.module.ts imports.
 */
export const QUEUE_CONSUMER = 'queue:consumer';

@Global()
@Module({ providers: [{ provide: QUEUE_CONSUMER, useValue: true }], exports: [QUEUE_CONSUMER] })
export class QueueConsumerModule {}

/**
 * Redis URL → the connection options BullMQ expects. Workers need maxRetriesPerRequest null and the offline
 * queue (they wait out an outage and carry on). A producer on the request path must fail fast instead
 * (`producerOnly`): with Redis down, adding a job fails at once and the request answers 503, rather than
 * hanging until Redis returns (docs/decisions/051). BullMQ forces null retries on its blocking worker
 * connections whatever is given, but not the offline queue, hence one setting per process.
 */
export function bullConnection(redisUrl: string, options: { producerOnly?: boolean } = {}) {
  const url = new URL(redisUrl);
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : 6379,
    username: url.username || undefined,
    password: url.password ? decodeURIComponent(url.password) : undefined,
    db: url.pathname.length > 1 ? Number(url.pathname.slice(1)) : 0,
    tls: url.protocol === 'rediss:' ? {} : undefined,
    ...(options.producerOnly
      ? { maxRetriesPerRequest: 1, enableOfflineQueue: false, commandTimeout: 2000, connectTimeout: 2000 }
      : { maxRetriesPerRequest: null }),
  };
}

/** The queues registered in this process (the API and the worker register different ones), by name. */
function registeredQueues(modules: ModuleRef): [QueueName, Queue][] {
  const found: [QueueName, Queue][] = [];
  for (const name of Object.values(QueueName)) {
    try {
      found.push([name, modules.get<Queue>(getQueueToken(name), { strict: false })]);
    } catch {
      // not registered in this process
    }
  }
  return found;
}

/** How often one queue's connection errors are logged during an outage (they repeat at every reconnection). */
const QUEUE_ERROR_LOG_INTERVAL_MS = 60_000;

/**
 * Logs the queues' connection errors through the JSON logger, at most once a minute per queue. Without a
 * listener BullMQ prints each one to the console, at every reconnection attempt, for as long as Redis is down.
 */
@Injectable()
class QueueErrorLoggerService implements OnApplicationBootstrap {
  private readonly logger = new Logger('queue');

  constructor(private readonly modules: ModuleRef) {}

  onApplicationBootstrap() {
    for (const [name, queue] of registeredQueues(this.modules)) {
      let lastLogged = 0;
      queue.on('error', (error: Error) => {
        if (Date.now() - lastLogged < QUEUE_ERROR_LOG_INTERVAL_MS) return;
        lastLogged = Date.now();
        this.logger.error({ msg: 'queue connection error', queue: name, error: String(error) });
      });
    }
  }
}

/**
 * Shutting down after a Redis outage: BullMQ's close() sends QUIT, which a queue connection still waiting to
 * reconnect (BullMQ waits up to 20 s between attempts) cannot send; close() then gives up without
 * disconnecting, and the connection went on reconnecting for ever, so the process could not exit by itself
 * (this held jest open after the API suite: outages.int-spec.ts). Such connections are dropped before the
 * queues close; connected ones still QUIT.
 */
@Injectable()
class QueueShutdownService implements BeforeApplicationShutdown {
  constructor(private readonly modules: ModuleRef) {}

  async beforeApplicationShutdown() {
    for (const [, queue] of registeredQueues(this.modules)) {
      const client = await queue.getBackend().client.catch(() => undefined);
      if (client && client.status !== 'ready') client.disconnect();
    }
  }
}

@Module({
  providers: [QueueErrorLoggerService, QueueShutdownService],
  imports: [
    BullModule.forRootAsync({
      inject: [AppConfig, { token: QUEUE_CONSUMER, optional: true }],
      useFactory: (config: AppConfig, consumer?: boolean) => ({
        connection: bullConnection(config.REDIS_URL, { producerOnly: !consumer }),
        defaultJobOptions: DEFAULT_JOB_OPTIONS,
        // The request id (and trace context) from the code that queues a job to the worker (decision 264).
        telemetry: processJobTelemetry(),
      }),
    }),
  ],
})
export class QueueModule {}
