import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DataSource } from 'typeorm';
import { RedisClient } from '../redis/redis.module';

/** mysql2's pool keeps its counts in fields without a public getter; read them defensively. */
interface Mysql2PoolInternals {
  _allConnections?: { length: number };
  _freeConnections?: { length: number };
  _connectionQueue?: { length: number };
  config?: { connectionLimit?: number };
}

/** Seconds; requests of this API answer in milliseconds, exports and uploads in seconds. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * The Prometheus metrics of one process (API or worker), in a registry of its own (not prom-client's
 * global one, so two apps in one test process do not share counts). Served only on the internal metrics
 * listener (metrics-server.ts), never on the public API. docs/operations.md lists every family.
 */
@Injectable()
export class Metrics implements OnModuleInit {
  readonly registry = new Registry();

  readonly httpRequests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route template and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });

  readonly httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route template and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: HTTP_BUCKETS,
    registers: [this.registry],
  });

  readonly redisErrors = new Counter({
    name: 'redis_errors_total',
    help: 'Errors of the Redis connections (connection lost, command timed out), by client',
    labelNames: ['client'] as const,
    registers: [this.registry],
  });

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly redis: RedisClient,
  ) {
    collectDefaultMetrics({ register: this.registry });
    const pool = () => (this.db.driver as unknown as { pool?: Mysql2PoolInternals }).pool;
    new Gauge({
      name: 'db_pool_connections',
      help: 'Connections of the primary database pool: open, idle, and requests waiting for one',
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        const current = pool();
        if (!current) return;
        this.set({ state: 'open' }, current._allConnections?.length ?? 0);
        this.set({ state: 'idle' }, current._freeConnections?.length ?? 0);
        this.set({ state: 'waiting' }, current._connectionQueue?.length ?? 0);
        this.set({ state: 'limit' }, current.config?.connectionLimit ?? 0);
      },
    });
  }

  onModuleInit() {
    this.redis.on('error', () => this.redisErrors.inc({ client: 'shared' }));
  }

  /** The text Prometheus scrapes. */
  async scrape(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
