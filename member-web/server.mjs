// The member site's HTTP server (production mode): remix-serve's job, plus one thing it cannot do: tell
// the API who the visitor is. Express resolves the visitor's address (trusting only the proxies named by
// TRUST_PROXY, default loopback) and puts it in the X-Client-IP header of the request Remix sees,
// replacing whatever the visitor sent; apiFor() forwards it to the API as X-Forwarded-For, so the API's
// per-address rate limits count visitors, not the site.
//
// Every response also carries the security headers every app shares (libs/contracts/src/security-headers.ts);
// each page's Content-Security-Policy (with its per-request nonce) is set where the page is rendered,
// app/entry.server.tsx.
//
// Settings: PORT (3000), HOST (all interfaces), TRUST_PROXY (Express "trust proxy" syntax without `true`,
// read exactly as the API reads its own: libs/contracts/src/trust-proxy.ts; docs/decisions/050),
// PUBLIC_WEB_URL (an https address turns on Strict-Transport-Security).
// GET /healthz answers 'ok' without asking the API (container and load-balancer health checks).
// OTEL_EXPORTER_OTLP_ENDPOINT (and the API's other OTEL_ settings) turn on tracing: tracing.mjs, imported
// first so that it patches `http` before Express loads it.
import { activeTraceId, markRequest, stopTracing } from './tracing.mjs';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseTrustProxy, securityHeaders } from '@app/contracts';
import { createRequestHandler } from '@remix-run/express';
import compression from 'compression';
import express from 'express';

// As remix-serve did: production unless told otherwise (React and the site's settings read it on import).
process.env.NODE_ENV ??= 'production';
const root = path.dirname(fileURLToPath(import.meta.url));
const build = await import(path.join(root, 'build/server/index.js'));

let trustProxy;
try {
  trustProxy = parseTrustProxy(process.env.TRUST_PROXY || 'loopback');
} catch (error) {
  console.error(`Invalid settings:\n  TRUST_PROXY ${error.message}`);
  process.exit(1);
}

const app = express();
app.disable('x-powered-by');
app.set('trust proxy', trustProxy);
app.use(compression());
// For health checks (compose, load balancers): the server runs; the pages themselves need the API.
app.get('/healthz', (_req, res) => {
  res.type('text/plain').set('Cache-Control', 'no-store').send('ok');
});
// The headers every app sends (@app/contracts, decision 238); the site's Content-Security-Policy is each
// page's own, with its nonce. The payment providers' checkout runs in the site's pages (checkout: true).
const headers = Object.entries(
  securityHeaders({
    https: (process.env.PUBLIC_WEB_URL ?? '').startsWith('https:'),
    // Pictures and the favicon of the site may be shown elsewhere (mails, shared links), as before.
    crossOriginResourcePolicy: 'cross-origin',
    checkout: true,
  }),
);
app.use((_req, res, next) => {
  for (const [name, value] of headers) res.setHeader(name, value);
  next();
});
// Fingerprinted assets never change; the rest of public/ may.
app.use(build.publicPath, express.static(build.assetsBuildDirectory, { immutable: true, maxAge: '1y' }));
app.use(express.static(path.join(root, 'build/client'), { maxAge: '1h' }));
app.use((req, _res, next) => {
  req.headers['x-client-ip'] = req.ip ?? '';
  next();
});
// One id per page request (a proxy's X-Request-Id when well-formed, else a new one): apiFor() sends it to
// the API, whose log lines all carry it; a failed page shows it to the member as the reference to give
// support, and the site's own line about the failure names it too (docs/operations.md, "Logs").
const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;
app.use((req, res, next) => {
  const incoming = req.headers['x-request-id'];
  const requestId = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
  req.headers['x-request-id'] = requestId;
  res.setHeader('X-Request-Id', requestId);
  // With tracing on, the page's span names the id, and the site's line names the trace (docs/decisions/334).
  markRequest(requestId);
  const traceId = activeTraceId();
  const started = Date.now();
  res.on('finish', () => {
    if (res.statusCode < 500) return;
    console.error(
      JSON.stringify({
        level: 'error',
        time: new Date().toISOString(),
        context: 'member-web',
        msg: 'page failed',
        request_id: requestId,
        ...(traceId && { trace_id: traceId }),
        method: req.method,
        path: req.path,
        status: res.statusCode,
        ms: Date.now() - started,
      }),
    );
  });
  next();
});
// A form posted from another site (its Origin is not this host): Remix refuses to run the action too, but
// by throwing, which answers 500. Refused here first, with Remix's own rule (Origin's host against
// X-Forwarded-Host or Host), as the 403 it is; the action never runs, so nothing is saved.
app.use((req, res, next) => {
  if (req.method === 'GET' || req.method === 'HEAD' || isSameOrigin(req)) return next();
  res
    .status(403)
    .type('html')
    .set('Cache-Control', 'no-store')
    .send(
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Forbidden</title></head>' +
        '<body><h1>Forbidden</h1><p>This form was sent from another site, so it was not accepted. ' +
        'Please open the page on this site and try again.</p></body></html>',
    );
});
// A busy public page made of shared data only (the landing page, a public post) is answered from the site's
// memory while that data is held, without rendering it again (app/held-pages.server.ts, decision 380); every
// other request is rendered, inside a scope that notes the shared data its page read.
const { heldPage, inPageScope, notModified } = build.entry.module;
const remix = createRequestHandler({ build, mode: 'production' });
app.get('*', (req, res, next) => {
  const asked = heldPageRequest(req);
  heldPage(asked).then(
    ({ page, done }) => {
      if (!page) {
        // This request renders a page that others may be waiting for: they look again once it is sent.
        if (done) {
          res.once('finish', done);
          res.once('close', done);
        }
        return next();
      }
      for (const [name, value] of page.headers) res.setHeader(name, value);
      res.type('html');
      if (notModified(asked, page.etag)) return res.status(304).end();
      // Compressed once when it was held; the compression middleware leaves an encoded answer alone.
      if (req.acceptsEncodings('gzip', 'identity') === 'gzip') {
        res.setHeader('Content-Encoding', 'gzip');
        return res.status(page.status).send(page.gzip);
      }
      res.status(page.status).send(page.html);
    },
    // Whatever went wrong looking, the page is rendered as usual.
    () => next(),
  );
});
app.all('*', (req, res, next) => inPageScope(() => remix(req, res, next)));

/** What a held page is looked up by: the address and the headers it depends on (cookies, language, version). */
function heldPageRequest(req) {
  const headers = {};
  for (const name of ['cookie', 'accept-language', 'if-none-match']) {
    const value = req.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return new Request(`http://site.invalid${req.originalUrl}`, { headers });
}

/** True unless the request names an Origin whose host is not the one it was sent to (as Remix checks). */
function isSameOrigin(req) {
  const origin = req.headers.origin;
  if (origin === undefined || origin === '') return true;
  const host =
    String(req.headers['x-forwarded-host'] ?? '')
      .split(',')[0]
      ?.trim() || req.headers.host;
  let originHost;
  try {
    originHost = new URL(origin).host;
  } catch {
    return false; // "null" (a sandboxed frame, a data: page) and anything unreadable
  }
  return !!host && originHost === host;
}

const port = Number(process.env.PORT ?? 3000);
const onListen = () =>
  console.log(`member site listening on http://${process.env.HOST ?? '0.0.0.0'}:${port}`);
const server = process.env.HOST ? app.listen(port, process.env.HOST, onListen) : app.listen(port, onListen);

// Containers stop with SIGTERM, which Node ignores unless handled (as PID 1, with no init): finish the
// requests in flight, then exit; after 10 s, exit anyway.
const stop = () => {
  server.close(() => stopTracing().then(() => process.exit(0)));
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 10_000).unref();
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
