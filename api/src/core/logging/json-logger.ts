import type { LoggerService } from '@nestjs/common';
import { activeTraceId } from '../tracing/tracing';
import { currentRequestId } from './request-context';

const LEVELS = { debug: 10, info: 20, warn: 30, error: 40 } as const;
type Level = keyof typeof LEVELS;

/**
 * One JSON object per line on stdout: level, time, context, message, the request id when there is one
 * (in a request, or in a job a request queued) and the trace id when a traced span is active.
 */
export class JsonLogger implements LoggerService {
  constructor(private readonly minLevel: Level = 'info') {}

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

  private write(level: Level, message: unknown, context?: string, trace?: string) {
    if (LEVELS[level] < LEVELS[this.minLevel]) return;
    const entry: Record<string, unknown> = { level, time: new Date().toISOString() };
    if (context) entry.context = context;
    const requestId = currentRequestId();
    if (requestId) entry.request_id = requestId;
    const traceId = activeTraceId();
    if (traceId) entry.trace_id = traceId;
    if (message && typeof message === 'object' && !(message instanceof Error)) Object.assign(entry, message);
    else entry.msg = message instanceof Error ? message.message : String(message);
    if (trace) entry.trace = trace;
    process.stdout.write(`${JSON.stringify(entry)}\n`);
  }
}
