import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { securityHeaders } from '@app/contracts';
import { createCookie } from '@remix-run/node';
import { UNAVAILABLE_MESSAGE, UNAVAILABLE_TITLE } from '../app/unavailable';

/**
 * The built site (server.mjs, production mode) while the API is down: a member's page answers 503 with
 * Retry-After and the "temporarily unavailable" text, and the session cookie stays. A 401 from the API, by
 * contrast, does end the session (so the cookie below is one the site reads as signed in).
 */
const SITE = path.join(__dirname, '..');
const SECRET = 'test-only-session-secret-for-the-outage-test';

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

/** A port nobody listens on (taken from the system, then released). */
async function freePort(): Promise<number> {
  const server = createServer();
  const port = await listen(server);
  await close(server);
  return port;
}

/** The address the site calls as its API; it answers every request with `answer.status`. */
const answer = { status: 503 };
const api = createServer((_req, res) => {
  const body = { status_code: answer.status, message: 'Service temporarily unavailable.', data: null };
  res.writeHead(answer.status, { 'Content-Type': 'application/json', 'Retry-After': '5' });
  res.end(JSON.stringify(body));
});

let site: ChildProcess;
let siteErrors = '';
let base: string;
let cookie: string;

beforeAll(async () => {
  if (!existsSync(path.join(SITE, 'build', 'server', 'index.js')))
    throw new Error('member-web/build is missing: build the site first (npx nx run-many -t build)');
  const apiPort = await listen(api);
  const port = await freePort();
  site = spawn(process.execPath, ['server.mjs'], {
    cwd: SITE,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      API_URL: `http://127.0.0.1:${apiPort}`,
      PUBLIC_WEB_URL: `http://127.0.0.1:${port}`,
      SESSION_SECRET: SECRET,
      TRUST_PROXY: 'loopback',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // Kept, not printed: the site logs every failed call to the API, which is what these tests cause.
  site.stderr?.on('data', (chunk: Buffer) => (siteErrors += chunk.toString()));
  base = `http://127.0.0.1:${port}`;
  const until = Date.now() + 20_000;
  for (;;) {
    if (site.exitCode !== null) throw new Error(`the site exited (code ${site.exitCode}):\n${siteErrors}`);
    const up = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > until) throw new Error('the site did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  // The session cookie a sign-in sets: the member's API token in the site's signed `__session` cookie.
  const signed = await createCookie('__session', { secrets: [SECRET] }).serialize({ token: 'member-token' });
  cookie = signed.split(';')[0];
}, 30_000);

afterAll(async () => {
  if (site && site.exitCode === null) {
    site.kill('SIGTERM');
    await new Promise((resolve) => site.once('exit', resolve));
  }
  if (api.listening) await close(api);
});

const visit = (page: string) => fetch(`${base}${page}`, { headers: { cookie }, redirect: 'manual' });

async function expectUnavailablePage(response: Response) {
  expect(response.status).toBe(503);
  expect(response.headers.get('retry-after')).toBe('5');
  // Nothing touches the session: no Set-Cookie at all, so the member is still signed in afterwards.
  expect(response.headers.get('set-cookie')).toBeNull();
  const page = await response.text();
  expect(page).toContain(UNAVAILABLE_TITLE);
  expect(page).toContain(UNAVAILABLE_MESSAGE);
  expect(page).toContain('You are still signed in');
}

describe('the member site while the API is down', () => {
  it('signs the member out when the API refuses the token (401): the cookie is a live session', async () => {
    answer.status = 401;
    const response = await visit('/Home/User');
    expect(response.status).toBe(302);
    expect(response.headers.get('set-cookie')).toMatch(/^__session=;.*Expires=Thu, 01 Jan 1970/);
  });

  it('answers 503 with Retry-After and keeps the session when the API answers 503', async () => {
    answer.status = 503;
    await expectUnavailablePage(await visit('/Home/User'));
  });

  it('sends the security headers every app shares, with the checkout allowances, on pages and files', async () => {
    const shared = securityHeaders({
      https: false,
      crossOriginResourcePolicy: 'cross-origin',
      checkout: true,
    });
    for (const page of ['/Home/User', '/favicon.svg']) {
      const response = await visit(page);
      for (const [name, value] of Object.entries(shared))
        expect([page, response.headers.get(name)]).toEqual([page, value]);
      expect(response.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('answers the same when the API cannot be reached at all', async () => {
    await close(api);
    await expectUnavailablePage(await visit('/Home/User'));
  });
});
