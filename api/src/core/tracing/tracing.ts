import { trace } from '@opentelemetry/api';
import { configFromProcessIfValid } from '../config/app-config';

let shutdown: (() => Promise<void>) | undefined;

/**
 * OpenTelemetry tracing of this process (docs/decisions/265) when OTEL_EXPORTER_OTLP_ENDPOINT is set;
 * otherwise the SDK is not even loaded, nothing is patched, and tracing costs nothing. Must run before the
 * modules it instruments are loaded, hence the first import of main.ts and worker.ts (start-api.ts,
 * start-worker.ts). Spans go to `<endpoint>/v1/traces` as OTLP/HTTP with JSON bodies.
 */
export function startTracing(service: 'api' | 'worker'): void {
  // A wrong setting: the app reads the settings again and stops with the message naming it.
  const config = configFromProcessIfValid();
  const endpoint = config?.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (!endpoint) return;
  // Loaded on demand so that a process without tracing never loads the SDK (a require, not an import).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const sdk = require('./tracing-sdk') as typeof import('./tracing-sdk');
  shutdown = sdk.startSdk(config!, endpoint, service);
}

/** Sends the spans not sent yet and stops tracing (at shutdown, once the app has closed). */
export async function stopTracing(): Promise<void> {
  const stop = shutdown;
  shutdown = undefined;
  await stop?.().catch(() => undefined);
}

/** The trace id of the active span, for log lines (undefined when tracing is off or nothing is traced). */
export function activeTraceId(): string | undefined {
  const span = trace.getActiveSpan();
  if (!span) return undefined;
  const { traceId, traceFlags } = span.spanContext();
  return traceFlags & 1 ? traceId : undefined;
}
