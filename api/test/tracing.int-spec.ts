import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { QueueName } from '../src/core/queue/queue-names';
import { freshIp, signupPayload } from './support/accounts';
import {
  drainQueues,
  logLines,
  startApiProcess,
  startSmtp,
  startWorkerProcess,
  stopWorkers,
  waitFor,
  whileRunning,
} from './support/workers';

/** One span as an OTLP/HTTP JSON export carries it, with its process's service name. */
interface ReceivedSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  /** OTLP's SpanKind: 2 server, 3 client, 4 producer, 5 consumer. */
  kind: number;
  attributes: Record<string, unknown>;
}

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
  doubleValue?: number;
}
type OtlpAttributes = Array<{ key: string; value: OtlpValue }>;

const plain = (attributes: OtlpAttributes = []) =>
  Object.fromEntries(
    attributes.map(({ key, value }) => [
      key,
      value.stringValue ?? value.intValue ?? value.boolValue ?? value.doubleValue,
    ]),
  );

/** An in-process OTLP/HTTP receiver (JSON encoding): keeps every span the API and the worker export. */
async function startReceiver() {
  const spans: ReceivedSpan[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (
        req.method !== 'POST' ||
        req.url !== '/v1/traces' ||
        !/json/.test(req.headers['content-type'] ?? '')
      ) {
        res.writeHead(404).end();
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        resourceSpans?: Array<{
          resource?: { attributes?: OtlpAttributes };
          scopeSpans?: Array<{
            spans?: Array<Omit<ReceivedSpan, 'service' | 'attributes'> & { attributes?: OtlpAttributes }>;
          }>;
        }>;
      };
      for (const resource of body.resourceSpans ?? []) {
        const service = String(plain(resource.resource?.attributes)['service.name']);
        for (const scope of resource.scopeSpans ?? [])
          for (const span of scope.spans ?? [])
            spans.push({ ...span, service, attributes: plain(span.attributes) });
      }
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * OpenTelemetry tracing (docs/decisions/265), against the built API and worker as production runs them:
 * one trace goes from a sign-up request through its SQL to the queued code mail and the worker's job, and
 * the log lines of both processes name that trace.
 */
describe('one trace from a sign-up request to its code mail job', () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    receiver = await startReceiver();
    smtp = await startSmtp();
    await drainQueues(QueueName.Email);
  });

  afterAll(async () => {
    await stopWorkers(children);
    await smtp.close();
    await receiver.close();
  });

  it('spans the HTTP request, its SQL, the queued job and the worker that ran it', async () => {
    const env = {
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      // Exported within a fifth of a second instead of the SDK's 5 s.
      OTEL_BSP_SCHEDULE_DELAY: '200',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      LOG_LEVEL: 'info',
    };
    const api = await startApiProcess(env, { stdout: 'pipe' });
    children.push(api.child);
    const apiLines = logLines(api.child);
    const worker = startWorkerProcess(env, { stdout: 'pipe' });
    children.push(worker);
    const workerLines = logLines(worker);

    // A sign-up; on a loaded machine Redis may answer too late (503, decision 051): then another one.
    let requestId = '';
    for (let attempt = 0; attempt < 3; attempt++) {
      requestId = `traced-${randomUUID()}`;
      const res = await fetch(`${api.url}/api/users`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Forwarded-For': freshIp(),
          'X-Request-Id': requestId,
        },
        body: JSON.stringify(signupPayload()),
      });
      if (res.status !== 503) {
        expect(res.status).toBe(201);
        break;
      }
    }

    // The request's trace (its id is on a span of the request) and its server span, named by its route.
    const marked = await whileRunning(api.child, () =>
      receiver.spans.find((span) => span.attributes['request.id'] === requestId),
    );
    const server = await waitFor(() =>
      receiver.spans.find((span) => span.traceId === marked.traceId && span.kind === 2),
    );
    expect(server.service).toBe('restaurant-api');
    expect(server.name).toBe('POST /api/users');
    expect(server.attributes['http.route']).toBe('/api/users');
    const trace = () => receiver.spans.filter((span) => span.traceId === server.traceId);

    // The worker's "process" span of the e-mail queue, in the same trace.
    const consumer = await whileRunning(
      worker,
      () => trace().find((span) => span.kind === 5 && span.service === 'restaurant-worker'),
      120_000,
    );
    expect(consumer.name).toBe(`process ${QueueName.Email}`);

    const spans = trace();
    const byId = new Map(spans.map((span) => [span.spanId, span]));
    const ancestors = (span: ReceivedSpan): ReceivedSpan[] => {
      const parent = span.parentSpanId ? byId.get(span.parentSpanId) : undefined;
      return parent ? [parent, ...ancestors(parent)] : [];
    };
    // SQL of the request (the member's insert) under the request's span.
    const sql = spans.filter(
      (span) =>
        span.service === 'restaurant-api' &&
        span.kind === 3 &&
        /INSERT/i.test(
          String(span.attributes['db.statement'] ?? span.attributes['db.query.text'] ?? span.name),
        ),
    );
    expect(sql.length).toBeGreaterThan(0);
    expect(ancestors(sql[0])).toContain(server);
    // The producer span of the queued mail, under the request; the worker's job under the producer.
    const producer = spans.find((span) => span.kind === 4 && span.name.startsWith(`add ${QueueName.Email}`));
    expect(producer).toBeDefined();
    expect(ancestors(producer!)).toContain(server);
    expect(ancestors(consumer)).toEqual(expect.arrayContaining([producer, server]));
    // The worker's traces start only at a job or a scheduled one: its polling and heartbeat start none.
    const workerRoots = receiver.spans.filter(
      (span) => span.service === 'restaurant-worker' && !span.parentSpanId,
    );
    expect(workerRoots.filter((span) => span.kind !== 4 && span.kind !== 5).map((span) => span.name)).toEqual(
      [],
    );

    // Log lines name the trace: the API's access line of the request, the worker's line for the mail.
    expect(apiLines.find((line) => line.request_id === requestId && line.msg === 'request')?.trace_id).toBe(
      server.traceId,
    );
    const sent = await whileRunning(
      worker,
      () => workerLines.find((line) => line.msg === 'mail sent' && line.request_id === requestId),
      60_000,
    );
    expect(sent.trace_id).toBe(server.traceId);
  }, 300_000);
});
