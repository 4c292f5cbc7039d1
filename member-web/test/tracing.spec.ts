import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { type BuiltSite, close, listen, memberCookie, startBuiltSite } from './support/built-site';

/**
 * OpenTelemetry on the built site (docs/decisions/334): with OTEL_EXPORTER_OTLP_ENDPOINT set, a page
 * request is a server span, its call to the API a client span below it, and the API is sent a W3C
 * `traceparent` naming that trace, which the API continues into the jobs it queues; the site's log line
 * names the trace. Without the setting, the API is sent no trace context at all.
 */
const SECRET = 'test-only-session-secret-for-the-tracing-test';

/** One span of an OTLP/HTTP JSON export, with its process's service name. */
interface ReceivedSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  /** OTLP's SpanKind: 2 server, 3 client. */
  kind: number;
  attributes: Record<string, unknown>;
}
type OtlpAttributes = Array<{ key: string; value: { stringValue?: string; intValue?: string | number } }>;
const plain = (attributes: OtlpAttributes = []) =>
  Object.fromEntries(attributes.map(({ key, value }) => [key, value.stringValue ?? value.intValue]));

/** An in-process OTLP/HTTP receiver (JSON encoding): keeps every span the site exports. */
const spans: ReceivedSpan[] = [];
const receiver = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    if (req.method !== 'POST' || req.url !== '/v1/traces') {
      res.writeHead(404).end();
      return;
    }
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
      resourceSpans?: Array<{
        resource?: { attributes?: OtlpAttributes };
        scopeSpans?: Array<{ spans?: Array<ReceivedSpan & { attributes?: OtlpAttributes }> }>;
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

/** The site's API: down (503) for every call, which the page answers 503 and logs; keeps the headers. */
const calls: IncomingHttpHeaders[] = [];
const api = createServer((req, res) => {
  calls.push(req.headers);
  res.writeHead(503, { 'Content-Type': 'application/json', 'Retry-After': '5' });
  res.end(JSON.stringify({ status_code: 503, message: 'Service temporarily unavailable.', data: null }));
});

let apiUrl: string;
let receiverUrl: string;
let cookie: string;
const sites: BuiltSite[] = [];

beforeAll(async () => {
  apiUrl = `http://127.0.0.1:${await listen(api)}`;
  receiverUrl = `http://127.0.0.1:${await listen(receiver)}`;
  cookie = await memberCookie(SECRET);
});

afterAll(async () => {
  for (const site of sites) await site.stop();
  await close(api);
  await close(receiver);
});

/** A member's page, with a request id of its own; answers that id. */
async function visitPage(site: BuiltSite): Promise<string> {
  const requestId = `page-${randomUUID()}`;
  calls.length = 0;
  const response = await fetch(`${site.base}/Home/User`, {
    headers: { cookie, 'x-request-id': requestId },
    redirect: 'manual',
  });
  expect(response.status).toBe(503);
  await response.text();
  return requestId;
}

/** The site's JSON line about the failed page `requestId`. */
const pageLine = (site: BuiltSite, requestId: string) =>
  site
    .errors()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .find((line) => line.msg === 'page failed' && line.request_id === requestId);

async function waitFor<T>(find: () => T | undefined, ms = 15_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > until) throw new Error('not found in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('tracing of the member site', () => {
  it('sends the API the trace of the page request, exports both spans and names the trace in its log', async () => {
    const site = await startBuiltSite(apiUrl, SECRET, {
      OTEL_EXPORTER_OTLP_ENDPOINT: receiverUrl,
      OTEL_BSP_SCHEDULE_DELAY: '100',
    });
    sites.push(site);
    const requestId = await visitPage(site);

    // The API was sent the page's request id and a sampled W3C trace context.
    expect(calls.length).toBeGreaterThan(0);
    expect(calls[0]!['x-request-id']).toBe(requestId);
    const traceparent = String(calls[0]!.traceparent ?? '');
    const [, traceId, parentSpanId, flags] =
      /^00-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/.exec(traceparent) ?? [];
    expect(traceId).toBeDefined();
    expect(flags).toBe('01');

    // The page's server span (naming the request id) and, below it, the client span that called the API.
    const page = await waitFor(() =>
      spans.find((span) => span.kind === 2 && span.attributes['request.id'] === requestId),
    );
    expect(page.service).toBe('restaurant-member-web');
    expect(page.traceId).toBe(traceId);
    const call = await waitFor(() => spans.find((span) => span.spanId === parentSpanId));
    expect(call).toMatchObject({ kind: 3, traceId, parentSpanId: page.spanId });

    // The site's line about the failed page names the same trace.
    expect(await waitFor(() => pageLine(site, requestId))).toMatchObject({
      request_id: requestId,
      trace_id: traceId,
    });
  }, 60_000);

  it('sends no trace context and names no trace when tracing is off', async () => {
    const site = await startBuiltSite(apiUrl, SECRET);
    sites.push(site);
    const requestId = await visitPage(site);
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.every((headers) => headers.traceparent === undefined)).toBe(true);
    const line = await waitFor(() => pageLine(site, requestId));
    expect(line.trace_id).toBeUndefined();
  }, 60_000);
});
