import { HEARTBEAT_FILE, heartbeatIsFresh } from './core/health/worker-heartbeat';

/** The worker image's HEALTHCHECK: exit 0 while the worker's heartbeat is fresh, 1 otherwise. */
heartbeatIsFresh().then(
  (fresh) => {
    if (!fresh) process.stderr.write(`worker heartbeat ${HEARTBEAT_FILE} is missing or stale\n`);
    process.exit(fresh ? 0 : 1);
  },
  () => process.exit(1),
);
