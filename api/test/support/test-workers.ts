/**
 * Each jest worker after the first has a database and a Redis index of its own, derived from the run's
 * settings. Worker 1 keeps them as they are, so a run in one process (--runInBand) behaves as before.
 *
 * Redis indexes step by two from the run's own (1, 3, 5, ...) so that they stay clear of the e2e stack's
 * (2) and, with the +8 of the replication spec, of each other; at most MAX_TEST_WORKERS workers fit.
 */
export const MAX_TEST_WORKERS = 4;

export function workerDatabaseUrl(databaseUrl: string, worker: number): string {
  if (worker <= 1) return databaseUrl;
  const url = new URL(databaseUrl);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}_w${worker}`;
  return url.toString();
}

export function workerRedisUrl(redisUrl: string, worker: number): string {
  if (worker <= 1) return redisUrl;
  if (worker > MAX_TEST_WORKERS)
    throw new Error(`At most ${MAX_TEST_WORKERS} test workers have a Redis index of their own`);
  const url = new URL(redisUrl);
  const base = Number(url.pathname.slice(1) || 0);
  url.pathname = `/${base + 2 * (worker - 1)}`;
  return url.toString();
}
