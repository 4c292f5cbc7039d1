// OpenTelemetry tracing of the member site's server (docs/decisions/334), as the API does it (decision 265):
// off unless OTEL_EXPORTER_OTLP_ENDPOINT is set, and then the SDK is not even loaded. When on, every page
// request is a server span, and each call the page makes to the API (Node's fetch, which is undici) is a
// client span whose `traceparent` header the API continues: one trace from the page to the queue jobs the
// API starts. Spans go to `<endpoint>/v1/traces` as OTLP/HTTP JSON.
//
// server.mjs imports this first: the http instrumentation patches `http` as Express requires it.
// Settings (the API's names): OTEL_EXPORTER_OTLP_ENDPOINT, OTEL_SERVICE_NAME (restaurant-member-web),
// OTEL_TRACES_SAMPLE_RATIO (1), OTEL_BSP_SCHEDULE_DELAY (5000 ms).
import { createRequire } from 'node:module';
import { trace } from '@opentelemetry/api';

const require = createRequire(import.meta.url);

/** The settings read from `env`; throws naming the first wrong one. */
function tracingSettings(env) {
  const endpoint = env.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (!endpoint) return undefined;
  if (!/^https?:\/\/[^/]/.test(endpoint))
    throw new Error('OTEL_EXPORTER_OTLP_ENDPOINT must be an http(s) URL');
  const ratio = Number(env.OTEL_TRACES_SAMPLE_RATIO ?? '1');
  if (!(ratio >= 0 && ratio <= 1)) throw new Error('OTEL_TRACES_SAMPLE_RATIO must be a number from 0 to 1');
  const delay = Number(env.OTEL_BSP_SCHEDULE_DELAY ?? '5000');
  if (!Number.isInteger(delay) || delay < 1)
    throw new Error('OTEL_BSP_SCHEDULE_DELAY must be a positive integer (ms)');
  return {
    url: `${endpoint.replace(/\/+$/, '')}/v1/traces`,
    service: env.OTEL_SERVICE_NAME || 'restaurant-member-web',
    environment: env.NODE_ENV ?? 'production',
    ratio,
    delay,
  };
}

/** Loads the SDK and the instrumentations (synchronously: before Express is loaded). Answers its stop. */
function startSdk(settings) {
  const { context, propagation, SpanKind } = require('@opentelemetry/api');
  const { AsyncLocalStorageContextManager } = require('@opentelemetry/context-async-hooks');
  const { W3CTraceContextPropagator } = require('@opentelemetry/core');
  const { OTLPTraceExporter } = require('@opentelemetry/exporter-trace-otlp-http');
  const { registerInstrumentations } = require('@opentelemetry/instrumentation');
  const { HttpInstrumentation } = require('@opentelemetry/instrumentation-http');
  const { UndiciInstrumentation } = require('@opentelemetry/instrumentation-undici');
  const { resourceFromAttributes } = require('@opentelemetry/resources');
  const sdk = require('@opentelemetry/sdk-trace');

  // A trace starts only at a page request: a call to the API outside one (none today) starts none.
  const ratio = new sdk.TraceIdRatioBasedSampler(settings.ratio);
  const root = {
    shouldSample: (ctx, traceId, name, kind, attributes) =>
      kind === SpanKind.CLIENT
        ? { decision: sdk.SamplingDecision.NOT_RECORD }
        : ratio.shouldSample(ctx, traceId, name, kind, attributes, []),
    toString: () => 'RootSampler',
  };
  const provider = new sdk.TracerProvider({
    resource: resourceFromAttributes({
      'service.name': settings.service,
      'deployment.environment.name': settings.environment,
    }),
    sampler: new sdk.ParentBasedSampler({ root }),
    spanProcessors: [
      new sdk.BatchSpanProcessor({
        exporter: new OTLPTraceExporter({ url: settings.url }),
        scheduledDelayMillis: settings.delay,
      }),
    ],
  });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({
        // Health checks (every few seconds) and the site's own files are not worth a trace each.
        ignoreIncomingRequestHook: (req) => /^\/(healthz\b|assets\/|favicon)/.test(req.url ?? ''),
        // The site's outgoing calls are Node's fetch (undici, below); only the SDK's own exports use http.
        ignoreOutgoingRequestHook: () => true,
      }),
      new UndiciInstrumentation(),
    ],
  });
  return async () => {
    await provider.shutdown();
    context.disable();
  };
}

let stop;
try {
  const settings = tracingSettings(process.env);
  if (settings) stop = startSdk(settings);
} catch (error) {
  console.error(`Invalid settings:\n  ${error.message}`);
  process.exit(1);
}

/** Sends the spans not sent yet and stops tracing (at shutdown, once the server has closed). */
export async function stopTracing() {
  const current = stop;
  stop = undefined;
  await current?.().catch(() => undefined);
}

/** The trace id of the active span, for log lines (undefined when tracing is off or nothing is traced). */
export function activeTraceId() {
  const span = trace.getActiveSpan();
  if (!span) return undefined;
  const { traceId, traceFlags } = span.spanContext();
  return traceFlags & 1 ? traceId : undefined;
}

/** Names the page request's id on its span, so a member's reference leads to the trace. */
export function markRequest(requestId) {
  trace.getActiveSpan()?.setAttribute('request.id', requestId);
}
