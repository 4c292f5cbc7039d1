import {
  Global,
  Inject,
  Injectable,
  Logger,
  Module,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { Redis } from 'ioredis';
import { AppConfig } from '../config/app-config';

/** A command that gets no answer in this time fails (a hung Redis must not hold requests). */
export const REDIS_COMMAND_TIMEOUT_MS = 2000;

/** How long start-up waits for Redis before serving anyway (requests that need it answer 503 meanwhile). */
const READY_WAIT_MS = 5000;

/**
 * The shared Redis connection for sessions, rate limits and health (BullMQ opens its own). It serves the
 * request path, so it fails fast (docs/decisions/051): while disconnected, commands are refused at once
 * instead of waiting in an offline queue, a command without an answer times out, and the connection keeps
 * reconnecting in the background, so the first command after Redis returns succeeds.
 */
@Injectable()
export class RedisClient extends Redis implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('redis');
  private down = false;

  constructor(@Inject(AppConfig) config: AppConfig) {
    super(config.REDIS_URL, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
      connectTimeout: REDIS_COMMAND_TIMEOUT_MS,
      lazyConnect: false,
      // Commands issued in the same turn of the event loop (the session check and the rate limit of the
      // requests in flight) leave in one write: fewer system calls per request (docs/decisions/190).
      enableAutoPipelining: true,
    });
    // One log line when the connection is lost and one when it is back, not one per reconnection attempt
    // (and no "Unhandled error event" from ioredis).
    this.on('error', (error: Error) => {
      if (this.down) return;
      this.down = true;
      this.logger.error({ msg: 'redis unavailable', error: String(error) });
    });
    this.on('ready', () => {
      if (!this.down) return;
      this.down = false;
      this.logger.log({ msg: 'redis available again' });
    });
  }

  /** Without an offline queue, commands sent before the first connection would fail: wait for it a while. */
  async onModuleInit() {
    if (this.status === 'ready') return;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.off('ready', done);
        resolve();
      };
      const timer = setTimeout(done, READY_WAIT_MS);
      this.once('ready', done);
    });
  }

  async onApplicationShutdown() {
    await this.quit().catch(() => this.disconnect());
  }
}

@Global()
@Module({ providers: [RedisClient], exports: [RedisClient] })
export class RedisModule {}
