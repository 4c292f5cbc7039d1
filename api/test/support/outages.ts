import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo, connect, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

/** Retries `check` until it stops throwing (outages end asynchronously: reconnection takes a moment). */
export async function eventually<T>(check: () => Promise<T>, attempts = 60, pauseMs = 250): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await check();
    } catch (error) {
      if (i >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  }
}

/**
 * A Redis server of the test's own, on a free port, that the test may stop and start again: the machine's
 * Redis is shared and stays untouched. Stopping saves its data to a scratch directory and starting loads
 * it, so sessions survive the outage, as they would a real restart.
 */
export class OwnRedis {
  private process?: ChildProcess;
  private readonly dir = mkdtempSync(join(tmpdir(), 'test-redis-'));

  private constructor(readonly port: number) {}

  static async start(): Promise<OwnRedis> {
    const redis = new OwnRedis(await freePort());
    await redis.start();
    return redis;
  }

  private running(): boolean {
    return !!this.process && this.process.exitCode === null && this.process.signalCode === null;
  }

  url(db = 0) {
    return `redis://127.0.0.1:${this.port}/${db}`;
  }

  async start() {
    if (this.running()) return;
    this.process = spawn(
      'redis-server',
      [
        '--port',
        String(this.port),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
        '--dir',
        this.dir,
      ],
      { stdio: 'ignore' },
    );
    await eventually(async () => {
      const client = new Redis(this.url(), { lazyConnect: true, retryStrategy: () => null });
      try {
        await client.connect();
        await client.ping();
      } finally {
        client.disconnect();
      }
    });
  }

  /** Stops the server as an outage would, after writing its data to disk (SHUTDOWN SAVE). */
  async stop() {
    const running = this.process;
    if (!running || !this.running()) return;
    const exited = once(running, 'exit');
    const client = new Redis(this.url(), { retryStrategy: () => null });
    await client.shutdown('SAVE').catch(() => undefined);
    client.disconnect();
    await exited;
  }

  async dispose() {
    await this.stop();
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/**
 * A TCP proxy in front of a server (here MariaDB): closing it refuses new connections and cuts the open
 * ones, as a database outage does; opening it again on the same port ends the outage.
 */
export class TcpProxy {
  private server?: Server;
  private readonly sockets = new Set<Socket>();

  private constructor(
    readonly port: number,
    private readonly target: { host: string; port: number },
  ) {}

  static async start(target: { host: string; port: number }): Promise<TcpProxy> {
    const proxy = new TcpProxy(await freePort(), target);
    await proxy.open();
    return proxy;
  }

  async open() {
    if (this.server) return;
    this.server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    this.server.listen(this.port, '127.0.0.1');
    await once(this.server, 'listening');
  }

  async close() {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    const closed = new Promise((resolve) => server.close(resolve));
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }
}
