import { stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { RedisClient } from '../redis/redis.module';

/**
 * The worker has no HTTP port a container health check could ask. Instead, while MySQL and Redis answer,
 * it rewrites this file every HEARTBEAT_EVERY_MS; `node api/dist/worker-health.js` (the image's
 * HEALTHCHECK) calls it unhealthy when the file is older than HEARTBEAT_STALE_AFTER_MS.
 */
export const HEARTBEAT_FILE = path.join(tmpdir(), 'restaurant-worker.heartbeat');
export const HEARTBEAT_EVERY_MS = 10_000;
export const HEARTBEAT_STALE_AFTER_MS = 45_000;

/** Starts beating at once; the returned function stops it. */
export function startWorkerHeartbeat(
  app: INestApplicationContext,
  file = HEARTBEAT_FILE,
  everyMs = HEARTBEAT_EVERY_MS,
): () => void {
  const db = app.get(DataSource);
  const redis = app.get(RedisClient);
  const beat = async () => {
    try {
      await Promise.all([db.query('SELECT 1'), redis.ping()]);
      await writeFile(file, new Date().toISOString());
    } catch {
      // Not written: the file grows stale and the health check reports the worker unhealthy.
    }
  };
  void beat();
  const timer = setInterval(() => void beat(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** True when the heartbeat file was written less than `staleAfterMs` ago. */
export async function heartbeatIsFresh(
  file = HEARTBEAT_FILE,
  staleAfterMs = HEARTBEAT_STALE_AFTER_MS,
  now = Date.now(),
): Promise<boolean> {
  try {
    return now - (await stat(file)).mtimeMs < staleAfterMs;
  } catch {
    return false;
  }
}
