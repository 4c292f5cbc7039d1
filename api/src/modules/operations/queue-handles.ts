import { getQueueToken } from '@nestjs/bullmq';
import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { Queue } from 'bullmq';
import { AppConfig } from '../../core/config/app-config';
import { bullConnection } from '../../core/queue/queue.module';
import { QueueName } from '../../core/queue/queue-names';

/**
 * A handle on every queue for the dashboard and the queue board. A queue this process already registered
 * (the API produces email, invoice, media and accounts jobs) is reused; any other (maintenance, produced by
 * the worker alone) is opened on first use only, so an API that nobody opens the board on keeps no extra
 * Redis connections, and closed at shutdown.
 */
@Injectable()
export class QueueHandlesService implements OnApplicationShutdown {
  private readonly logger = new Logger('queue');
  private readonly opened = new Map<QueueName, Queue>();

  constructor(
    private readonly modules: ModuleRef,
    private readonly config: AppConfig,
  ) {}

  all(): Array<[QueueName, Queue]> {
    return Object.values(QueueName).map((name) => [name, this.get(name)]);
  }

  get(name: QueueName): Queue {
    try {
      return this.modules.get<Queue>(getQueueToken(name), { strict: false });
    } catch {
      // not registered in this process
    }
    let queue = this.opened.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: bullConnection(this.config.REDIS_URL, { producerOnly: true }) });
      queue.on('error', (error: Error) =>
        this.logger.error({ msg: 'queue connection error', queue: name, error: String(error) }),
      );
      this.opened.set(name, queue);
    }
    return queue;
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(
      [...this.opened.values()].map(async (queue) => {
        const client = await queue.getBackend().client.catch(() => undefined);
        if (client && client.status !== 'ready') client.disconnect();
        await queue.close().catch(() => undefined);
      }),
    );
    this.opened.clear();
  }
}
