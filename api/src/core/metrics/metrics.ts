import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
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

interface HttpTotals {
  requests: number;
  errors: number;
  /** Cumulative count per upper bound (seconds), every route summed. */
  buckets: Map<number, number>;
}

/** Seconds; requests of this API answer in milliseconds, exports and uploads in seconds. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * The Prometheus metrics of one process (API or worker), in a registry of its own (not prom-client's
 * global one, so two apps in one test process do not share counts). Served only on the internal metrics
 * listener (metrics-server.ts), never on the public API. docs/operations.md lists every family.
 */
@Injectable()
export class MetricsService implements OnModuleInit, OnModuleDestroy {
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
    const snapshot = async () => {
      this.snapshots.push({ at: Date.now(), ...(await this.httpTotals()) });
      if (this.snapshots.length > 61) this.snapshots.shift();
    };
    void snapshot();
    this.snapshotTimer = setInterval(() => void snapshot(), 60_000).unref();
  }

  onModuleDestroy() {
    clearInterval(this.snapshotTimer);
  }

  /** A minute-by-minute record of the request totals, for "the last hour" without Prometheus. */
  private readonly snapshots: Array<{ at: number } & HttpTotals> = [];
  private snapshotTimer?: NodeJS.Timeout;

  /** Requests, server errors and the cumulative latency buckets (all routes) so far in this process. */
  private async httpTotals(): Promise<HttpTotals> {
    let requests = 0;
    let errors = 0;
    for (const sample of (await this.httpRequests.get()).values) {
      requests += sample.value;
      if (String(sample.labels.status).startsWith('5')) errors += sample.value;
    }
    const buckets = new Map<number, number>();
    for (const sample of (await this.httpDuration.get()).values) {
      if (sample.metricName !== 'http_request_duration_seconds_bucket') continue;
      const le = (sample.labels as Record<string, string | number>).le;
      const bound = le === '+Inf' ? Infinity : Number(le);
      buckets.set(bound, (buckets.get(bound) ?? 0) + sample.value);
    }
    return { requests, errors, buckets };
  }

  /**
   * This process's requests over about the last hour (since it started, if that is sooner): how many, the
   * share that answered 5xx, and the 95th percentile of their durations (the upper bound of the histogram
   * bucket it falls in). Each API process reports its own; Prometheus has the whole picture.
   */
  async lastHour(): Promise<{
    since: string;
    requests: number;
    error_rate: number | null;
    p95_seconds: number | null;
  }> {
    const now = await this.httpTotals();
    const past =
      this.snapshots.find((snapshot) => snapshot.at >= Date.now() - 3_600_000) ?? this.snapshots[0];
    const requests = now.requests - (past?.requests ?? 0);
    const errors = now.errors - (past?.errors ?? 0);
    let p95: number | null = null;
    if (requests > 0) {
      for (const bound of [...now.buckets.keys()].sort((a, b) => a - b)) {
        const below = (now.buckets.get(bound) ?? 0) - (past?.buckets.get(bound) ?? 0);
        if (below >= requests * 0.95) {
          p95 = bound;
          break;
        }
      }
      p95 ??= Infinity;
    }
    return {
      since: new Date(past?.at ?? Date.now()).toISOString(),
      requests,
      error_rate: requests > 0 ? errors / requests : null,
      p95_seconds: p95 === Infinity ? null : p95,
    };
  }

  /** The text Prometheus scrapes. */
  async scrape(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
