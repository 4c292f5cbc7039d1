import { type Attributes, context, type Context, propagation, SpanKind, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { ExpressInstrumentation } from '@opentelemetry/instrumentation-express';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { MySQL2Instrumentation } from '@opentelemetry/instrumentation-mysql2';
import { NestInstrumentation } from '@opentelemetry/instrumentation-nestjs-core';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  BatchSpanProcessor,
  ParentBasedSampler,
  type Sampler,
  SamplingDecision,
  type SamplingResult,
  TraceIdRatioBasedSampler,
  TracerProvider,
} from '@opentelemetry/sdk-trace';
import { BullMQOtel } from 'bullmq-otel';
import type { AppConfig } from '../config/app-config';
import { appVersion } from '../config/app-version';
import { useJobTracing } from '../queue/job-telemetry';

/**
 * Starts a trace only at a request or a job (a server, producer, consumer or internal span), sampled at
 * OTEL_TRACES_SAMPLE_RATIO. A database or Redis call outside any of them (the worker's heartbeat, the
 * metrics' scrape-time queries) would otherwise be a trace of one span every few seconds.
 */
class RootSampler implements Sampler {
  private readonly ratio: Sampler;

  constructor(ratio: number) {
    this.ratio = new TraceIdRatioBasedSampler(ratio);
  }

  shouldSample(
    ctx: Context,
    traceId: string,
    name: string,
    kind: SpanKind,
    attributes: Attributes,
  ): SamplingResult {
    if (kind === SpanKind.CLIENT) return { decision: SamplingDecision.NOT_RECORD };
    return this.ratio.shouldSample(ctx, traceId, name, kind, attributes, []);
  }

  toString() {
    return 'RootSampler';
  }
}

/**
 * The OpenTelemetry SDK, loaded by tracing.ts only when tracing is on. The instrumentations patch http,
 * express, Nest, mysql2 and ioredis as they are loaded, so this runs before the app's own imports.
 * Answers the function that flushes and stops it.
 */
export function startSdk(config: AppConfig, endpoint: string, service: string): () => Promise<void> {
  const exporter = new OTLPTraceExporter({ url: `${endpoint.replace(/\/+$/, '')}/v1/traces` });
  const provider = new TracerProvider({
    resource: resourceFromAttributes({
      'service.name': config.OTEL_SERVICE_NAME ?? `restaurant-${service}`,
      'service.version': appVersion(config).version,
      'deployment.environment.name': config.NODE_ENV,
    }),
    sampler: new ParentBasedSampler({ root: new RootSampler(config.OTEL_TRACES_SAMPLE_RATIO) }),
    spanProcessors: [
      new BatchSpanProcessor({ exporter, scheduledDelayMillis: config.OTEL_BSP_SCHEDULE_DELAY }),
    ],
  });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({
        // Health probes (the load balancer's, every few seconds) are not worth a trace each.
        ignoreIncomingRequestHook: (req) => /^\/(api\/)?health\b/.test(req.url ?? ''),
      }),
      new ExpressInstrumentation(),
      new NestInstrumentation(),
      new MySQL2Instrumentation(),
      new IORedisInstrumentation({ requireParentSpan: true }),
    ],
  });
  useJobTracing(new BullMQOtel({ tracerName: 'restaurant-queues', version: appVersion(config).version }));
  return async () => {
    await provider.shutdown();
    context.disable();
  };
}
