import type { SandboxLogger } from './logger';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The few HTTP pieces both sandboxes need: a request with its body read, a response as plain data, a router
 * with `:param` segments, and a server that runs it. Plain node:http keeps the sandboxes free of
 * framework behaviour (body parsers, error pages) that the real providers do not have.
 */
export interface SandboxRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  params: Record<string, string>;
  body: Buffer;
}

export interface SandboxResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export type Handler = (request: SandboxRequest) => SandboxResponse | Promise<SandboxResponse>;

/** Thrown by a handler to answer at once with a prepared response (a provider's error format). */
export class HttpAnswer extends Error {
  constructor(readonly response: SandboxResponse) {
    super(`answered with HTTP ${response.status}`);
  }
}

/** How a provider words the answers the router gives by itself. */
export interface ProviderFailures {
  notFound(request: SandboxRequest): SandboxResponse;
  failure(status: 413 | 500, message: string): SandboxResponse;
}

const MAX_BODY_BYTES = 64 * 1024;

class BodyTooLargeError extends Error {}

interface Route {
  method: string;
  segments: string[];
  handler: Handler;
}

export class Router {
  private readonly routes: Route[] = [];

  constructor(readonly failures: ProviderFailures) {}

  on(method: 'GET' | 'POST', pattern: string, handler: Handler): this {
    this.routes.push({ method, segments: pattern.split('/'), handler });
    return this;
  }

  handle(request: SandboxRequest): SandboxResponse | Promise<SandboxResponse> {
    const segments = request.path.split('/');
    for (const route of this.routes) {
      if (route.method !== request.method) continue;
      const params = matchSegments(route.segments, segments);
      if (params) return route.handler({ ...request, params });
    }
    return this.failures.notFound(request);
  }
}

function matchSegments(pattern: string[], actual: string[]): Record<string, string> | null {
  if (pattern.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    if (!pattern[i].startsWith(':')) {
      if (pattern[i] !== actual[i]) return null;
      continue;
    }
    try {
      params[pattern[i].slice(1)] = decodeURIComponent(actual[i]);
    } catch {
      return null; // a malformed escape cannot name anything that exists
    }
  }
  return params;
}

async function readBody(message: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of message as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new BodyTooLargeError();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** A running sandbox server. */
export interface RunningServer {
  server: Server;
  /** http://host:port of the listening socket (the port chosen by the system when 0 was asked). */
  url: string;
}

/** Serves a router on host:port; every request is logged at debug level, every unexpected error at error. */
export async function serve(
  router: Router,
  host: string,
  port: number,
  logger: SandboxLogger,
  name: string,
): Promise<RunningServer> {
  const server = createServer((message, res) => {
    void answer(router, message, logger, name).then((response) => {
      res.writeHead(response.status, response.headers).end(response.body);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  return { server, url: `http://${host.includes(':') ? `[${host}]` : host}:${address.port}` };
}

async function answer(
  router: Router,
  message: IncomingMessage,
  logger: SandboxLogger,
  name: string,
): Promise<SandboxResponse> {
  const url = new URL(message.url ?? '/', 'http://sandbox.invalid');
  let response: SandboxResponse;
  try {
    const body = await readBody(message);
    response = await router.handle({
      method: message.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: message.headers,
      params: {},
      body,
    });
  } catch (error) {
    if (error instanceof HttpAnswer) response = error.response;
    else if (error instanceof BodyTooLargeError)
      response = router.failures.failure(413, 'The request body is too large');
    else {
      logger.error(
        { msg: 'unexpected error', error: (error as Error).stack ?? String(error) },
        undefined,
        name,
      );
      response = router.failures.failure(500, 'The sandbox failed unexpectedly; see its log');
    }
  }
  logger.debug?.(
    { msg: 'request', method: message.method, path: url.pathname, status: response.status },
    name,
  );
  return response;
}

/** Stops accepting connections and closes idle keep-alive ones, so that a test or a shutdown does not hang. */
export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    server.closeIdleConnections();
  });
}

export function formFields(request: SandboxRequest): URLSearchParams {
  return new URLSearchParams(request.body.toString('utf8'));
}

/** user:password of an `Authorization: Basic` header, or null when there is none or it is malformed. */
export function basicCredentials(headers: IncomingHttpHeaders): { user: string; password: string } | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(headers.authorization ?? '');
  if (!match) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? null : { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

export function json(status: number, value: unknown): SandboxResponse {
  return {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
    body: JSON.stringify(value),
  };
}

export function javascript(source: string): SandboxResponse {
  return {
    status: 200,
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-store',
      // Merchant pages load it cross-origin, possibly with crossorigin or under COEP.
      'Access-Control-Allow-Origin': '*',
      'Cross-Origin-Resource-Policy': 'cross-origin',
      'X-Content-Type-Options': 'nosniff',
    },
    body: source,
  };
}
