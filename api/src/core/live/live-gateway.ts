import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  Optional,
} from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { createAdapter } from '@socket.io/redis-adapter';
import { Emitter } from '@socket.io/redis-emitter';
import type { Server as HttpServer } from 'node:http';
import { Gauge } from 'prom-client';
import { Server, type Socket } from 'socket.io';
import type { Principal } from '../auth/auth.decorators';
import { SessionService } from '../auth/session.service';
import { AppConfig } from '../config/app-config';
import { MetricsService } from '../metrics/metrics';
import { RedisClient } from '../redis/redis.module';
import { LiveChannelService, type LiveEvent } from './live-channel';
import { LiveTicketsService } from './live-tickets';

/** How often each process re-checks the sessions of its open connections (a logout ends them within this). */
export const SESSION_RECHECK_MS = 30_000;
/** The socket.io path, proxied by nginx to the API (docs/scale-out.md). */
export const LIVE_PATH = '/api/live';

const room = (memberId: number) => `member:${memberId}`;

/**
 * The live channel (decisions 272 and 275): socket.io on the API's own HTTP server, one connection per
 * browser, authenticated by a one-use ticket (the member site) or a member bearer token (other clients).
 * Events go to a member's room; the Redis adapter carries them to the connections held by every other API
 * process. A process without an HTTP server (the worker, which writes notifications) publishes through
 * socket.io's Redis emitter into the same channel. Nothing is kept here: a page that reconnects asks the
 * thread for what came `after` its last id.
 */
@Injectable()
export class LiveGateway implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('live');
  private io: Server | null = null;
  private adapterClients: RedisClient[] = [];
  private recheck: NodeJS.Timeout | null = null;

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly sessions: SessionService,
    private readonly tickets: LiveTicketsService,
    private readonly live: LiveChannelService,
    private readonly redis: RedisClient,
    private readonly config: AppConfig,
    // Absent in the CLI, which loads no metrics.
    @Optional() private readonly metrics?: MetricsService,
  ) {}

  /** The live connections this process holds (signed in; each browser tab has one). */
  openConnections(): number {
    return this.io?.of('/').sockets.size ?? 0;
  }

  onApplicationBootstrap(): void {
    // The worker and the CLI have no HTTP server: they publish through the emitter.
    const server = this.adapterHost.httpAdapter?.getHttpServer() as HttpServer | undefined;
    if (!server) {
      this.attachEmitter();
      return;
    }
    const pub = this.redis.duplicate({ enableOfflineQueue: true }) as RedisClient;
    const sub = this.redis.duplicate({ enableOfflineQueue: true }) as RedisClient;
    for (const client of [pub, sub]) client.on('error', () => undefined); // RedisClient logs the outage once
    this.adapterClients = [pub, sub];
    this.io = new Server(server, {
      path: LIVE_PATH,
      serveClient: false,
      cors: { origin: [this.config.PUBLIC_WEB_URL], credentials: true },
      adapter: createAdapter(pub, sub, { key: this.channelKey() }),
    });
    this.io.use((socket, next) => {
      this.authenticate(socket)
        .then((principal) => {
          if (!principal) return next(new Error('unauthorized'));
          socket.data.principal = principal;
          next();
        })
        .catch(() => next(new Error('unauthorized')));
    });
    this.io.on('connection', (socket) => {
      void socket.join(room((socket.data.principal as Principal).id));
    });
    this.live.attach({
      toMembers: (memberIds: readonly number[], event: LiveEvent) => {
        if (memberIds.length) this.io?.to(memberIds.map(room)).emit(event.type, event);
      },
    });
    if (this.metrics) {
      const open = () => this.openConnections();
      new Gauge({
        name: 'live_connections',
        help: 'Open live-channel (socket.io) connections held by this API process',
        registers: [this.metrics.registry],
        collect() {
          this.set(open());
        },
      });
    }
    this.recheck = setInterval(() => void this.recheckSessions(), SESSION_RECHECK_MS);
    this.recheck.unref();
    this.logger.log({ msg: 'live channel ready', path: LIVE_PATH });
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.recheck) clearInterval(this.recheck);
    this.live.attach(null);
    await new Promise<void>((resolve) => (this.io ? this.io.close(() => resolve()) : resolve()));
    // The adapter's close() does not wait for its unsubscriptions; leave subscriber mode before quitting so
    // that none of them is cut off by the quit (an unhandled "Connection is closed").
    const [pub, sub] = this.adapterClients;
    if (sub) await Promise.allSettled([sub.unsubscribe(), sub.punsubscribe()]);
    await Promise.allSettled([pub, sub].filter(Boolean).map((c) => c.quit()));
  }

  /**
   * Redis channels are shared by every database index of a server: the index in the key keeps two
   * installations (or two test workers) on one Redis from hearing each other's members.
   */
  private channelKey(): string {
    return `live:${this.redis.options.db ?? 0}`;
  }

  /**
   * socket.io's Redis emitter: publishes on the app's Redis connection (no subscriber, no second
   * connection) to the channel the API processes' adapters listen on. Publishing is fire-and-forget: an
   * outage loses only the live copy (the page's next fetch shows it), never the notification itself.
   */
  private attachEmitter(): void {
    const emitter = new Emitter(this.redis, { key: this.channelKey() });
    this.live.attach({
      toMembers: (memberIds: readonly number[], event: LiveEvent) => {
        if (!memberIds.length) return;
        try {
          emitter.to(memberIds.map(room)).emit(event.type, event);
        } catch (error) {
          this.logger.warn({ msg: 'live event not published', type: event.type, error: String(error) });
        }
      },
    });
  }

  /** Ends the connections of sessions that ended (logout, password change, ban) on this process. */
  async recheckSessions(): Promise<void> {
    if (!this.io) return;
    for (const socket of await this.io.local.fetchSockets()) {
      const principal = socket.data.principal as Principal | undefined;
      if (!principal || !(await this.sessions.isListed(principal).catch(() => true))) socket.disconnect(true);
    }
  }

  private async authenticate(socket: Socket): Promise<Principal | null> {
    const auth = socket.handshake.auth as { ticket?: unknown; token?: unknown };
    if (typeof auth.ticket === 'string') {
      const principal = await this.tickets.redeem(auth.ticket);
      return principal && (await this.sessions.isListed(principal)) ? principal : null;
    }
    if (typeof auth.token === 'string') return this.sessions.memberFromToken(auth.token);
    return null;
  }
}
