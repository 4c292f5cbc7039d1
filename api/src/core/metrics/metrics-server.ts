import { createServer, type Server } from 'node:http';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  Optional,
} from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { QUEUE_CONSUMER } from '../queue/queue.module';
import { MetricsService } from './metrics';

/**
 * The internal listener of `GET /metrics`: its own port (METRICS_PORT for the API, the next one for the
 * worker), bound to METRICS_HOST (loopback by default), so the public API never serves metrics and a
 * firewall or a compose network decides who scrapes. A port already taken (several APIs on one host in
 * tests) turns metrics off for that process with one error line; it never stops the API.
 */
@Injectable()
export class MetricsServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('metrics');
  private server?: Server;

  constructor(
    private readonly metrics: MetricsService,
    private readonly config: AppConfig,
    @Optional() @Inject(QUEUE_CONSUMER) private readonly worker?: boolean,
  ) {}

  /** The port this process serves on, or null when metrics are off. */
  get port(): number | null {
    if (this.config.METRICS_PORT === 0) return null;
    return this.config.METRICS_PORT + (this.worker ? 1 : 0);
  }

  async onApplicationBootstrap(): Promise<void> {
    const port = this.port;
    if (port === null) return;
    const server = createServer((req, res) => {
      if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
        res.writeHead(404).end();
        return;
      }
      this.metrics.scrape().then(
        ({ contentType, body }) => res.writeHead(200, { 'Content-Type': contentType }).end(body),
        (error: unknown) => {
          this.logger.error({ msg: 'metrics scrape failed', error: String(error) });
          res.writeHead(500).end();
        },
      );
    });
    await new Promise<void>((resolve) => {
      server.once('error', (error: NodeJS.ErrnoException) => {
        this.logger.error({ msg: 'metrics listener not started', port, error: error.code ?? String(error) });
        resolve();
      });
      server.listen(port, this.config.METRICS_HOST, () => {
        this.server = server;
        resolve();
      });
    });
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
