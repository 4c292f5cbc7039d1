import type { Server, ServerResponse } from 'node:http';
import type { Logger } from '@nestjs/common';

/**
 * Runs `stop` once on the first SIGTERM or SIGINT (docs/decisions/266). The process then exits by itself
 * once everything is closed (exit code 0: nothing was left open); if it is still there `timeoutMs` plus a
 * margin later, or at a second signal, it exits with 1. Nest's own shutdown hooks are not used by the
 * entry points: they close the modules first (S3, Redis) while requests and jobs may still need them,
 * and then re-raise the signal, so the process never exits with 0.
 */
export function onTermination(logger: Logger, timeoutMs: number, stop: (signal: string) => Promise<void>) {
  let stopping = false;
  const handle = (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn({ msg: 'second signal: exiting now', signal });
      process.exit(1);
    }
    stopping = true;
    setTimeout(() => {
      logger.error({ msg: 'still running after the shutdown timeout: exiting', timeout_ms: timeoutMs });
      process.exit(1);
    }, timeoutMs + 10_000).unref();
    stop(signal).catch((error: unknown) => {
      logger.error({ msg: 'shutdown failed', error: String(error) });
      process.exit(1);
    });
  };
  // One listener each, for the first signal and any later one.
  process.on('SIGTERM', handle);
  process.on('SIGINT', handle);
}

/**
 * Counts an HTTP server's requests in flight; `drain()` stops accepting connections, lets the requests in
 * flight finish (a keep-alive connection is closed after its current answer) and resolves once none is
 * left or `timeoutMs` passed (then the remaining connections are cut). Answers how many it cut.
 */
export function trackRequests(server: Server) {
  const active = new Set<ServerResponse>();
  let draining = false;
  let idle: (() => void) | undefined;
  server.on('request', (_req, res: ServerResponse) => {
    active.add(res);
    if (draining) res.setHeader('Connection', 'close');
    res.once('close', () => {
      active.delete(res);
      if (draining && active.size === 0) idle?.();
    });
  });
  return {
    inFlight: () => active.size,
    async drain(timeoutMs: number): Promise<number> {
      draining = true;
      server.close();
      // The answers still to come close their keep-alive connection: no new request can arrive on it.
      for (const res of active) if (!res.headersSent) res.setHeader('Connection', 'close');
      server.closeIdleConnections();
      if (active.size > 0) {
        let timer: NodeJS.Timeout | undefined;
        await new Promise<void>((resolve) => {
          idle = resolve;
          timer = setTimeout(resolve, timeoutMs);
        });
        clearTimeout(timer);
      }
      const cut = active.size;
      server.closeAllConnections();
      return cut;
    },
  };
}
