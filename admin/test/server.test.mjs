/* global describe, it, expect, beforeAll, afterAll */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { securityHeaders } from '@app/contracts/security-headers';
import { consoleSettings, createConsoleServer } from '../server.mjs';

const PAGE = '<!doctype html><title>console</title><div id="root"></div>';
const SCRIPT = 'console.log("console bundle");';

const listen = (server) =>
  new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${server.address().port}`)),
  );
const close = (server) => new Promise((resolve) => server.close(() => resolve()));

let root;
let api;
let apiUrl;
let consoleServer;
let base;
/** What the fake API received last. */
let received;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'console-dist-'));
  await mkdir(path.join(root, 'assets'));
  await writeFile(path.join(root, 'index.html'), PAGE);
  await writeFile(path.join(root, 'assets', 'index-Ab12Cd.js'), SCRIPT);
  await writeFile(path.join(tmpdir(), 'outside-console.txt'), 'secret');

  api = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      received = {
        method: req.method,
        url: req.url,
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
      };
      res.writeHead(201, { 'Content-Type': 'application/json', 'Content-Range': 'items 0-0/1' });
      res.end(JSON.stringify({ id: 7 }));
    });
  });
  apiUrl = await listen(api);
  consoleServer = createConsoleServer({ root, apiUrl });
  base = await listen(consoleServer);
});

afterAll(async () => {
  await close(consoleServer);
  if (api.listening) await close(api);
  await rm(root, { recursive: true, force: true });
});

/** A GET whose path is sent exactly as written. */
const rawGet = (requestPath) =>
  new Promise((resolve, reject) => {
    http
      .get(`${base}${requestPath}`.replace(requestPath, ''), { path: requestPath }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode, body }));
      })
      .on('error', reject);
  });

function expectSecurityHeaders(response) {
  const csp = response.headers.get('content-security-policy');
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("default-src 'self'");
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  // Every header the apps share (libs/contracts), as the console's server is told to send them.
  const shared = securityHeaders({ https: false, crossOriginResourcePolicy: 'same-origin' });
  for (const [name, value] of Object.entries(shared))
    expect([name, response.headers.get(name)]).toEqual([name, value]);
  expect(response.headers.get('permissions-policy')).toContain('payment=()');
}

describe('the console server', () => {
  it('serves the page with headers that forbid framing and sniffing, revalidated at each visit', async () => {
    const response = await fetch(`${base}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expectSecurityHeaders(response);
    expect(await response.text()).toBe(PAGE);
  });

  it('answers a console address that is not a file with the page (SPA fallback)', async () => {
    const response = await fetch(`${base}/bluetick-requests/12/show`);
    expect(response.status).toBe(200);
    expectSecurityHeaders(response);
    expect(await response.text()).toBe(PAGE);
  });

  it('serves fingerprinted assets as cacheable for a year, compressed when the browser accepts it', async () => {
    const response = await fetch(`${base}/assets/index-Ab12Cd.js`, {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expectSecurityHeaders(response);
    expect(await response.text()).toBe(SCRIPT);
  });

  it('answers 404, not the page, for a missing asset', async () => {
    const response = await fetch(`${base}/assets/index-Gone00.js`);
    expect(response.status).toBe(404);
    expectSecurityHeaders(response);
  });

  it('never serves a file outside the built console', async () => {
    // Raw request paths: fetch() would resolve the dot segments before sending them.
    for (const address of [
      '/../outside-console.txt',
      '/%2e%2e/outside-console.txt',
      '/..%2foutside-console.txt',
    ]) {
      const { status, body } = await rawGet(address);
      expect([status, body]).not.toEqual([200, 'secret']);
      expect(body).not.toBe('secret');
    }
  });

  it('forwards /admin-api to the API with method, path, body and the browser address appended', async () => {
    const response = await fetch(`${base}/admin-api/watched-words?range=%5B0%2C9%5D`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: 'Bearer t0ken',
        'X-Forwarded-For': '203.0.113.9',
      },
      body: JSON.stringify({ word: 'spam' }),
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('content-range')).toBe('items 0-0/1');
    expect(await response.json()).toEqual({ id: 7 });
    expect(received.method).toBe('POST');
    expect(received.url).toBe('/admin-api/watched-words?range=%5B0%2C9%5D');
    expect(received.body).toBe('{"word":"spam"}');
    expect(received.headers.authorization).toBe('Bearer t0ken');
    // What the browser claimed stays first; the address the console server saw is the last hop.
    expect(received.headers['x-forwarded-for']).toBe('203.0.113.9, 127.0.0.1');
  });

  it('does not take other paths that merely start with the prefix for the API', async () => {
    received = undefined;
    const response = await fetch(`${base}/admin-apix`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(PAGE);
    expect(received).toBeUndefined();
  });

  it('answers /healthz without asking the API', async () => {
    const response = await fetch(`${base}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('ok');
  });

  it('answers 502 with a message when the API is down', async () => {
    await close(api);
    const response = await fetch(`${base}/admin-api/countries`);
    expect(response.status).toBe(502);
    expect((await response.json()).message).toMatch(/API is not reachable/);
  });
});

describe('the console settings', () => {
  it('refuse an API_URL with a path and a port out of range, naming the setting', () => {
    expect(() => consoleSettings({ API_URL: 'http://api:4000/admin-api' })).toThrow(/API_URL/);
    expect(() => consoleSettings({ ADMIN_PORT: '70000' })).toThrow(/ADMIN_PORT/);
    expect(consoleSettings({})).toEqual({ port: 4100, host: '127.0.0.1', apiUrl: 'http://127.0.0.1:4000' });
  });
});
