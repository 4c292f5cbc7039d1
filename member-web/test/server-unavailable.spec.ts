import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer } from 'node:http';
import { securityHeaders } from '@app/contracts';
import { UNAVAILABLE_MESSAGE, UNAVAILABLE_TITLE } from '../app/unavailable';
import { type BuiltSite, close, listen, memberCookie, startBuiltSite } from './support/built-site';

/**
 * The built site (server.mjs, production mode) while the API is down: a member's page answers 503 with
 * Retry-After and the "temporarily unavailable" text, and the session cookie stays. A 401 from the API, by
 * contrast, does end the session (so the cookie below is one the site reads as signed in).
 */
const SECRET = 'test-only-session-secret-for-the-outage-test';

/** The address the site calls as its API; it answers every request with `answer.status`. */
const answer = { status: 503 };
const api = createServer((_req, res) => {
  const body = { status_code: answer.status, message: 'Service temporarily unavailable.', data: null };
  res.writeHead(answer.status, { 'Content-Type': 'application/json', 'Retry-After': '5' });
  res.end(JSON.stringify(body));
});

let site: BuiltSite;
let base: string;
let cookie: string;

beforeAll(async () => {
  const apiPort = await listen(api);
  site = await startBuiltSite(`http://127.0.0.1:${apiPort}`, SECRET);
  base = site.base;
  cookie = await memberCookie(SECRET);
}, 30_000);

afterAll(async () => {
  await site?.stop();
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
