import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { CoreModule } from '../src/core/core.module';
import { heartbeatIsFresh, startWorkerHeartbeat } from '../src/core/health/worker-heartbeat';

/** The worker container's health check reads a file the worker rewrites while MySQL and Redis answer. */
describe('worker heartbeat', () => {
  let app: INestApplicationContext;
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'heartbeat-'));
    app = await NestFactory.createApplicationContext(CoreModule, { logger: false });
  });

  afterAll(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('reports healthy once the worker has beaten, and unhealthy when the beat is stale or missing', async () => {
    const file = path.join(dir, 'worker.heartbeat');
    expect(await heartbeatIsFresh(file)).toBe(false);

    const stop = startWorkerHeartbeat(app, file, 50);
    try {
      while (!(await heartbeatIsFresh(file))) await new Promise((resolve) => setTimeout(resolve, 20));
    } finally {
      stop();
    }
    expect(await heartbeatIsFresh(file)).toBe(true);
    // A minute later without a new beat (the worker hung, or lost MySQL/Redis): unhealthy.
    expect(await heartbeatIsFresh(file, 45_000, Date.now() + 60_000)).toBe(false);
  });
});
