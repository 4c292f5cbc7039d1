import type { LoggerService } from '@nestjs/common';
import pino, { type Logger } from 'pino';
import { activeTraceId } from '../tracing/tracing';
import { currentRequestId } from './request-context';

type Level = 'debug' | 'info' | 'warn' | 'error';

/**
 * Nest's logger over pino (docs/decisions/334): one JSON object per line on stdout with level (its name),
 * time (ISO), the request id when there is one (in a request, or in a job a request queued), the trace id
 * when a traced span is active, context, and the message as `msg` (an object message's own fields instead).
 */
export class JsonLogger implements LoggerService {
  private readonly pino: Logger;

  constructor(minLevel: Level = 'info') {
    this.pino = pino(
      {
        level: minLevel,
        base: null, // no pid or hostname: the container names the process
        timestamp: pino.stdTimeFunctions.isoTime,
        formatters: { level: (label) => ({ level: label }) },
        mixin: () => {
          const ids: Record<string, string> = {};
          const requestId = currentRequestId();
          if (requestId) ids.request_id = requestId;
          const traceId = activeTraceId();
          if (traceId) ids.trace_id = traceId;
          return ids;
        },
      },
      // process.stdout rather than pino's own file-descriptor writer: synchronous on files and pipes as
      // well, and a test can read the lines by watching process.stdout.write (mail-retries.int-spec.ts).
      process.stdout,
    );
  }

  log(message: unknown, context?: string) {
    this.write('info', message, context);
  }
  error(message: unknown, trace?: string, context?: string) {
    this.write('error', message, context, trace);
  }
  warn(message: unknown, context?: string) {
    this.write('warn', message, context);
  }
  debug(message: unknown, context?: string) {
    this.write('debug', message, context);
  }
  verbose(message: unknown, context?: string) {
    this.write('debug', message, context);
  }
  fatal(message: unknown, context?: string) {
    this.write('fatal', message, context);
  }

  private write(level: Level | 'fatal', message: unknown, context?: string, trace?: string) {
    if (!this.pino.isLevelEnabled(level)) return;
    const entry: Record<string, unknown> = {};
    if (context) entry.context = context;
    if (message && typeof message === 'object' && !(message instanceof Error)) Object.assign(entry, message);
    else entry.msg = message instanceof Error ? message.message : String(message);
    if (trace) entry.trace = trace;
    this.pino[level](entry);
  }
}
