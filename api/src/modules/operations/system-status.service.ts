import type { StaffServiceCheck, StaffSystemStatus } from '@app/contracts';
import { Injectable, Optional } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { MIGRATIONS } from '@app/migrations';
import { createConnection } from 'mysql2/promise';
import { createTransport } from 'nodemailer';
import type { DataSource } from 'typeorm';
import { BackupService } from '../../core/backup/backup.service';
import { AppConfig } from '../../core/config/app-config';
import { appVersion } from '../../core/config/app-version';
import { type Check, probe } from '../../core/health/probe';
import { MetricsService } from '../../core/metrics/metrics';
import { RedisClient } from '../../core/redis/redis.module';
import { StorageDriver } from '../../core/storage/storage.driver';
import { QueueHandlesService } from './queue-handles';

export type ServiceCheck = StaffServiceCheck;
export type SystemStatus = StaffSystemStatus;

const STARTED_AT = new Date().toISOString();

/** host:port of a URL, never its credentials or path. */
function hostOf(url: string): string {
  const parsed = new URL(url);
  return parsed.port ? `${parsed.hostname}:${parsed.port}` : parsed.hostname;
}

const short = (check: Check): Check => (check.error ? { ...check, error: check.error.slice(0, 200) } : check);

/**
 * The console's status page (superadmin): versions, migrations, each dependency's health, the queues,
 * this API's error rate and p95 over the last hour, and the last backup. Nothing in it is a secret: URLs
 * are shown as host and port, settings not at all.
 */
@Injectable()
export class SystemStatusService {
  constructor(
    private readonly config: AppConfig,
    @InjectDataSource() private readonly db: DataSource,
    private readonly redis: RedisClient,
    private readonly storage: StorageDriver,
    private readonly queues: QueueHandlesService,
    private readonly backups: BackupService,
    // Absent in a CLI context (no metrics there), where the status is never asked for.
    @Optional() private readonly metrics?: MetricsService,
  ) {}

  async status(): Promise<SystemStatus> {
    const [migrations, services, queues, requests, lastBackup] = await Promise.all([
      this.migrations(),
      this.services(),
      this.queueCounts(),
      this.metrics?.lastHour() ?? { since: STARTED_AT, requests: 0, error_rate: null, p95_seconds: null },
      this.backups.latest(),
    ]);
    return {
      ...appVersion(this.config),
      node: process.version,
      environment: this.config.NODE_ENV,
      started_at: STARTED_AT,
      migrations,
      services,
      queues,
      requests,
      last_backup: lastBackup,
    };
  }

  private async migrations(): Promise<SystemStatus['migrations']> {
    const rows: Array<{ name: string }> = await this.db.query('SELECT name FROM migrations ORDER BY id');
    const applied = new Set(rows.map((row) => row.name));
    const known = MIGRATIONS.map((migration) => migration.name);
    return {
      applied: rows.length,
      known: known.length,
      last: rows.at(-1)?.name ?? null,
      pending: known.filter((name) => !applied.has(name)),
    };
  }

  private async services(): Promise<ServiceCheck[]> {
    const checks: Array<Promise<ServiceCheck>> = [
      this.named(
        'database',
        probe(() => this.db.query('SELECT 1')),
      ),
      this.named(
        'redis',
        probe(() => this.redis.ping()),
      ),
      this.named('smtp', this.smtp(), hostOf(this.config.SMTP_URL)),
      this.named(
        'storage',
        probe(async () => {
          // Reading one listing page proves the store answers without writing anything.
          for await (const key of this.storage.list()) return key;
        }),
        this.config.STORAGE_DRIVER,
      ),
      this.named('payu', this.reachable(this.config.PAYU_BASE_URL), hostOf(this.config.PAYU_BASE_URL)),
      this.named(
        'razorpay',
        this.reachable(this.config.RAZORPAY_BASE_URL),
        hostOf(this.config.RAZORPAY_BASE_URL),
      ),
      ...this.config.DATABASE_REPLICA_URLS.map((url, index) => this.replica(url, index)),
    ];
    return Promise.all(checks);
  }

  private async named(name: string, check: Promise<Check>, detail?: string): Promise<ServiceCheck> {
    return { name, ...short(await check), ...(detail && { detail }) };
  }

  private smtp(): Promise<Check> {
    const transport = createTransport(this.config.SMTP_URL, {
      connectionTimeout: 2000,
      greetingTimeout: 2000,
    } as never);
    return probe(() => transport.verify(), 3000).finally(() => transport.close());
  }

  /** Any HTTP answer counts: the provider is reachable (its status is the provider's business). */
  private reachable(url: string): Promise<Check> {
    return probe(() => fetch(url, { method: 'HEAD', signal: AbortSignal.timeout(2000) }), 2500);
  }

  /** A replica answers and says how far behind the primary it is (Seconds_Behind_Master). */
  private async replica(url: string, index: number): Promise<ServiceCheck> {
    let lag: number | null = null;
    const check = await probe(async () => {
      const connection = await createConnection({ uri: url, connectTimeout: 2000 });
      try {
        const [rows] = await connection.query('SHOW SLAVE STATUS');
        const row = (rows as Array<{ Seconds_Behind_Master: number | null }>)[0];
        lag = row?.Seconds_Behind_Master ?? null;
        if (!row || lag === null) throw new Error('replication is not running');
      } finally {
        await connection.end();
      }
    }, 3000);
    return {
      name: `replica ${index + 1}`,
      ...short(check),
      detail: `${hostOf(url)}${lag === null ? '' : `, ${lag} s behind`}`,
    };
  }

  private async queueCounts(): Promise<SystemStatus['queues']> {
    return Promise.all(
      this.queues.all().map(async ([queue, handle]) => {
        try {
          const counts = await handle.getJobCounts('waiting', 'prioritized', 'active', 'failed');
          return {
            queue,
            waiting: (counts.waiting ?? 0) + (counts.prioritized ?? 0),
            active: counts.active ?? 0,
            failed: counts.failed ?? 0,
          };
        } catch {
          return { queue, waiting: null, active: null, failed: null };
        }
      }),
    );
  }
}
