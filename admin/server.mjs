// The staff console's production server: the built bundle (dist/) as static files, with the security
// headers a page that approves and rejects things needs, and /admin-api forwarded to the API, so the browser
// talks to one origin (no CORS, no API address in the bundle). Node's own http module and one dependency-free
// file of @app/contracts only: the console's image needs no npm install. `vite` (dev) keeps its own proxy (vite.config.ts); this replaces `vite preview`.
//
// Settings: ADMIN_PORT (4100), HOST (127.0.0.1; the image sets 0.0.0.0), API_URL (http://127.0.0.1:4000).
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createGzip } from 'node:zlib';
// The one file of @app/contracts the console's image carries (it has no node_modules; see the Dockerfile).
import { securityHeaders } from '@app/contracts/security-headers';

const API_PREFIX = '/admin-api';

/**
 * On every answer of this server (not on the API's answers, which carry the API's own headers): the headers
 * every app shares (@app/contracts, decision 238) with the console's own policy:
 * - frame-ancestors 'none': no other site may frame the console (approve and reject buttons under a decoy
 *   page: clickjacking).
 * - style-src 'unsafe-inline': MUI (emotion) injects its styles at run time; scripts stay 'self' only.
 * - img-src blob: and data:: icons and the documents staff open from memory (DocumentButton).
 * HSTS is left to the TLS terminator in front of the console (decision 067): https stays false here.
 */
export const SECURITY_HEADERS = securityHeaders({
  contentSecurityPolicy: [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    // The invoice PDFs the console renders itself, shown from memory on an invoice's page.
    'frame-src blob:',
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; '),
  https: false,
  crossOriginResourcePolicy: 'same-origin',
});

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt']);

// Headers that describe one connection, not the message: never forwarded (RFC 9110 §7.6.1).
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

function withoutHopByHop(headers) {
  const kept = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!HOP_BY_HOP.has(name.toLowerCase()) && value !== undefined) kept[name] = value;
  }
  return kept;
}

/** Reads and checks the settings; a wrong one stops the server with a message that names it. */
export function consoleSettings(env) {
  const rawPort = env.ADMIN_PORT || '4100';
  const port = Number(rawPort);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`ADMIN_PORT must be a TCP port (1-65535), got "${rawPort}"`);
  }
  const rawApi = env.API_URL || 'http://127.0.0.1:4000';
  let api;
  try {
    api = new URL(rawApi);
  } catch {
    throw new Error(`API_URL must be an absolute http(s) URL, got "${rawApi}"`);
  }
  if (api.protocol !== 'http:' && api.protocol !== 'https:') {
    throw new Error(`API_URL must be an absolute http(s) URL, got "${rawApi}"`);
  }
  if (api.pathname !== '/' || api.search || api.hash) {
    throw new Error(`API_URL must be an origin such as http://127.0.0.1:4000 (no path), got "${rawApi}"`);
  }
  return { port, host: env.HOST || '127.0.0.1', apiUrl: api.origin };
}

function answer(res, status, body, headers = {}) {
  res.writeHead(status, {
    ...SECURITY_HEADERS,
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(body);
}

/** The file under `root` that a URL path names, or null when it would leave `root`. */
function fileFor(root, pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  return file === root || file.startsWith(root + path.sep) ? file : null;
}

async function isFile(file) {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

async function serveStatic(root, req, res) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    return answer(res, 405, 'Method Not Allowed', { Allow: 'GET, HEAD' });
  }
  const { pathname } = new URL(req.url, 'http://console.invalid');
  let file = pathname === '/' ? path.join(root, 'index.html') : fileFor(root, pathname);
  if (!file) return answer(res, 404, 'Not Found');
  if (!(await isFile(file))) {
    // SPA fallback: an address without a file extension is a screen of the console, answered with the
    // page; a missing asset (anything with an extension) is a real 404, not the page in its place.
    if (path.extname(pathname) || pathname.startsWith('/assets/')) return answer(res, 404, 'Not Found');
    file = path.join(root, 'index.html');
  }
  const ext = path.extname(file);
  const headers = {
    ...SECURITY_HEADERS,
    'Content-Type': TYPES[ext] ?? 'application/octet-stream',
    // Vite fingerprints everything under assets/; the page itself must be revalidated to pick up a release.
    'Cache-Control': pathname.startsWith('/assets/')
      ? 'public, max-age=31536000, immutable'
      : ext === '.html'
        ? 'no-cache'
        : 'public, max-age=3600',
    Vary: 'Accept-Encoding',
  };
  const gzip = COMPRESSIBLE.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  if (gzip) headers['Content-Encoding'] = 'gzip';
  else headers['Content-Length'] = (await stat(file)).size;
  res.writeHead(200, headers);
  if (req.method === 'HEAD') return res.end();
  const stream = createReadStream(file);
  stream.on('error', () => res.destroy());
  if (gzip) stream.pipe(createGzip()).pipe(res);
  else stream.pipe(res);
}

/** Forwards the request to the API as it came, saying who the browser is (X-Forwarded-*). */
function proxyToApi(apiUrl, req, res) {
  const target = new URL(req.url, apiUrl);
  const headers = withoutHopByHop(req.headers);
  // Appended, as every proxy does: the API trusts only the last hops it knows (its TRUST_PROXY), so an
  // address a browser wrote itself in front of ours is never taken for the browser's.
  const forwardedFor = req.headers['x-forwarded-for'];
  headers['x-forwarded-for'] = forwardedFor
    ? `${forwardedFor}, ${req.socket.remoteAddress}`
    : req.socket.remoteAddress;
  headers['x-forwarded-proto'] ??= req.socket.encrypted ? 'https' : 'http';
  headers['x-forwarded-host'] ??= req.headers.host ?? '';
  const upstream = http.request(target, { method: req.method, headers, timeout: 60_000 }, (apiResponse) => {
    res.writeHead(apiResponse.statusCode ?? 502, withoutHopByHop(apiResponse.headers));
    apiResponse.pipe(res);
  });
  upstream.on('timeout', () => upstream.destroy(new Error('timeout')));
  upstream.on('error', () => {
    if (res.headersSent) return res.destroy();
    answer(res, 502, JSON.stringify({ message: 'The API is not reachable; try again in a moment.' }), {
      'Content-Type': 'application/json; charset=utf-8',
    });
  });
  res.on('close', () => {
    if (!res.writableFinished) upstream.destroy();
  });
  req.pipe(upstream);
}

/** The server, not yet listening: `root` is the built console (dist/), `apiUrl` the API's origin. */
export function createConsoleServer({ root, apiUrl }) {
  const distRoot = path.resolve(root);
  return http.createServer((req, res) => {
    const pathname = req.url.split('?', 1)[0];
    if (pathname === API_PREFIX || pathname.startsWith(`${API_PREFIX}/`)) {
      return proxyToApi(apiUrl, req, res);
    }
    // For health checks (compose, load balancers): the server runs; the API has its own /api/health.
    if (pathname === '/healthz') return answer(res, 200, 'ok');
    serveStatic(distRoot, req, res).catch(() => {
      if (res.headersSent) res.destroy();
      else answer(res, 500, 'Internal Server Error');
    });
  });
}

async function main() {
  let settings;
  try {
    settings = consoleSettings(process.env);
  } catch (error) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  const root = path.join(path.dirname(fileURLToPath(import.meta.url)), 'dist');
  if (!(await isFile(path.join(root, 'index.html')))) {
    process.stderr.write(`the console is not built: ${root}/index.html is missing (npm run build)\n`);
    process.exit(1);
  }
  const server = createConsoleServer({ root, apiUrl: settings.apiUrl });
  server.listen(settings.port, settings.host, () => {
    const { port } = server.address();
    console.log(`staff console listening on http://${settings.host}:${port} (API ${settings.apiUrl})`);
  });
  // Containers stop with SIGTERM: finish the requests in flight, then exit.
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  await main();
}
