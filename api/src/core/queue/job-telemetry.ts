import type { ContextManager, Span, SpanOptions, Telemetry, Tracer } from 'bullmq';
import { currentRequestId, requestContext } from '../logging/request-context';

/**
 * What travels with a job from the code that queued it to the worker that runs it: the request's id (so
 * the worker's log lines for the job name the request that caused it) and, when tracing is on, the
 * OpenTelemetry context (so the job's span joins the request's trace).
 *
 * It rides on BullMQ's own propagation hook (the `telemetry` option of queues and workers: the producer
 * writes `getMetadata()` into the job's `opts.telemetry.metadata`, the worker runs the processor inside
 * `with(fromMetadata(...))`), so no producer or processor changes and no module's job data changes shape.
 * docs/decisions/264.
 */
interface JobContext {
  /** The tracing context manager's own context (undefined when tracing is off). */
  inner: unknown;
  requestId?: string;
}

interface Carried {
  request_id?: string;
  trace?: string;
}

const SAFE_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** BullMQ's SpanKind values (its enum is not exported as a value from the CommonJS types). */
const PRODUCER = 3;
const CONSUMER = 4;

const NO_SPAN: Span<JobContext> = {
  setSpanOnContext: (ctx) => ctx,
  setAttribute: () => {},
  setAttributes: () => {},
  addEvent: () => {},
  recordException: () => {},
  end: () => {},
};

/** Wraps a tracer's span so that it sets itself on the inner part of a JobContext. */
function wrapSpan(span: Span): Span<JobContext> {
  return {
    setSpanOnContext: (ctx) => ({ ...ctx, inner: span.setSpanOnContext(ctx.inner) }),
    setAttribute: (key, value) => span.setAttribute(key, value),
    setAttributes: (attributes) => span.setAttributes(attributes),
    addEvent: (name, attributes) => span.addEvent(name, attributes),
    recordException: (exception, time) => span.recordException(exception, time),
    end: () => span.end(),
  };
}

function parse(metadata: string): Carried {
  try {
    const value = JSON.parse(metadata) as unknown;
    return value && typeof value === 'object' ? (value as Carried) : {};
  } catch {
    return {};
  }
}

/**
 * The telemetry every queue and worker of this process is given. `tracing` is the OpenTelemetry adapter
 * (bullmq-otel) when tracing is on. Only the producer's "add" and the consumer's "process" become spans:
 * BullMQ also traces its internal polling (getNextJob, the stalled-job check), which would send spans
 * every few seconds from an idle worker.
 */
export function jobTelemetry(tracing?: Telemetry): Telemetry<JobContext> {
  const tracer: Tracer<JobContext> = {
    startSpan(name: string, options?: SpanOptions, context?: JobContext) {
      if (!tracing || (options?.kind !== PRODUCER && options?.kind !== CONSUMER)) return NO_SPAN;
      return wrapSpan(tracing.tracer.startSpan(name, options, context?.inner));
    },
  };
  const contextManager: ContextManager<JobContext> = {
    active: () => ({ inner: tracing?.contextManager.active(), requestId: currentRequestId() }),
    root: () => ({ inner: tracing?.contextManager.root?.() ?? tracing?.contextManager.active() }),
    with<A extends (...args: unknown[]) => unknown>(context: JobContext, fn: A): ReturnType<A> {
      const run = () => (tracing ? tracing.contextManager.with(context.inner, fn) : fn()) as ReturnType<A>;
      return context.requestId && context.requestId !== currentRequestId()
        ? requestContext.run({ requestId: context.requestId }, run)
        : run();
    },
    getMetadata(context: JobContext): string {
      const carried: Carried = {};
      if (context.requestId) carried.request_id = context.requestId;
      const trace = tracing?.contextManager.getMetadata(context.inner);
      if (trace) carried.trace = trace;
      // Nothing to carry: BullMQ then stores no telemetry option at all.
      return carried.request_id || carried.trace ? JSON.stringify(carried) : '';
    },
    fromMetadata(active: JobContext, metadata: string): JobContext {
      const carried = parse(metadata);
      const requestId =
        typeof carried.request_id === 'string' && SAFE_ID.test(carried.request_id)
          ? carried.request_id
          : active.requestId;
      const inner =
        tracing && typeof carried.trace === 'string'
          ? tracing.contextManager.fromMetadata(active.inner, carried.trace)
          : active.inner;
      return { inner, requestId };
    },
  };
  return { tracer, contextManager };
}

let processTelemetry: Telemetry<JobContext> | undefined;
let processTracing: Telemetry | undefined;

/** Called once at start by the tracing setup (core/tracing) when tracing is on, before any queue exists. */
export function useJobTracing(tracing: Telemetry) {
  processTracing = tracing;
  processTelemetry = undefined;
}

/** The telemetry of this process's queues and workers (queue.module.ts, queue-worker.ts). */
export function processJobTelemetry(): Telemetry<JobContext> {
  processTelemetry ??= jobTelemetry(processTracing);
  return processTelemetry;
}
