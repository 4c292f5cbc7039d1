import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer } from 'node:http';
import { type BuiltSite, close, listen, memberCookie, startBuiltSite } from './support/built-site';

/**
 * A form another site posts to the member site with the member's cookie (a cross-site request forgery):
 * the built site answers 403 and never runs the action, so the API is not asked to change anything.
 */
const SECRET = 'test-only-session-secret-for-the-cross-origin-test';

/** The site's API: answers every call with an empty success and remembers what it was asked. */
const calls: string[] = [];
const api = createServer((req, res) => {
  calls.push(`${req.method} ${req.url}`);
  res.writeHead(200, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify({ status_code: 200, message: 'ok', data: {} }));
});

let site: BuiltSite;
let cookie: string;

beforeAll(async () => {
  site = await startBuiltSite(`http://127.0.0.1:${await listen(api)}`, SECRET);
  cookie = await memberCookie(SECRET);
}, 30_000);

afterAll(async () => {
  await site?.stop();
  await close(api);
});

const SETTINGS = '/Home/User/notification-settings';

const post = (origin: string | null, headers: Record<string, string> = {}) =>
  fetch(`${site.base}${SETTINGS}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      cookie,
      'content-type': 'application/x-www-form-urlencoded',
      ...(origin !== null && { origin }),
      ...headers,
    },
    body: 'digest=likes',
  });

describe('a form posted to the site from another origin', () => {
  it.each([
    ['another site', 'https://evil.example'],
    ['the same host on another port', 'http://127.0.0.1:1'],
    ['an opaque origin', 'null'],
    ['an unreadable origin', 'not a url'],
  ])('answers 403 for %s and never reaches the API', async (_what, origin) => {
    calls.length = 0;
    const response = await post(origin);
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('This form was sent from another site, so it was not accepted.');
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(calls).toEqual([]);
    expect(site.errors()).not.toMatch(/Aborting the action/);
  });

  it('runs the action for a post from the site itself, and for a client that sends no Origin', async () => {
    for (const origin of [site.base, null]) {
      calls.length = 0;
      const response = await post(origin);
      expect(response.status).not.toBe(403);
      expect(response.status).toBeLessThan(500);
      expect(calls.length).toBeGreaterThan(0);
    }
  });

  it('lets reads from other sites through (links and GET forms are not refused)', async () => {
    const response = await fetch(`${site.base}/about_us`, { headers: { origin: 'https://evil.example' } });
    expect(response.status).toBe(200);
  });
});
