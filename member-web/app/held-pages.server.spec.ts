import { afterEach, describe, expect, it } from '@jest/globals';

import {
  forgetHeldPages,
  heldPage,
  heldPageKey,
  heldUntil,
  holdPage,
  inPageScope,
  noteSharedRead,
} from './held-pages.server';
import { languageCookie } from './i18n/language.server';

const request = (path = '/', headers: Record<string, string> = {}, method = 'GET') =>
  new Request(`http://site.test${path}`, { method, headers });

const pageHeaders = () =>
  new Headers({ 'Content-Type': 'text/html', ETag: 'W/"v1"', 'Cache-Control': 'public, max-age=0' });

/** Renders "a page" in a scope that read shared data held `ms` more, and holds it. */
async function renderAndHold(req: Request, html: string, ms = 5_000) {
  await inPageScope(async () => {
    noteSharedRead(ms);
    await holdPage(req, heldUntil(), html, 'W/"v1"', pageHeaders());
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(() => forgetHeldPages());

describe('what a held page is keyed by (decision 380)', () => {
  it('the address, the prices’ country and the language with where it came from', async () => {
    const hindi = (await languageCookie.serialize('hi')).split(';')[0]!;
    const keys = await Promise.all([
      heldPageKey(request('/')),
      heldPageKey(request('/?signup=1')),
      heldPageKey(request('/', { cookie: 'rc_country=231' })),
      heldPageKey(request('/', { 'accept-language': 'hi-IN,hi;q=0.9' })),
      heldPageKey(request('/', { cookie: hindi })),
    ]);
    expect(new Set(keys).size).toBe(keys.length);
    // Two ways of writing the same header choice give one page.
    expect(await heldPageKey(request('/', { 'accept-language': 'en-GB,en;q=0.8' }))).toBe(
      await heldPageKey(request('/')),
    );
  });

  it('never for a session or another personal cookie, nor for anything but a GET', async () => {
    expect(await heldPageKey(request('/', { cookie: '__session=abc' }))).toBeNull();
    expect(await heldPageKey(request('/', { cookie: 'rc_country=231; rc_visitor=x' }))).toBeNull();
    expect(await heldPageKey(request('/', {}, 'POST'))).toBeNull();
  });
});

describe('holding a page while its shared data is held', () => {
  it('answers the same bytes and headers to the next visitor, compressed once', async () => {
    await renderAndHold(request('/'), '<p>Landing</p>');
    const { page } = await heldPage(request('/'));
    expect(page?.html.toString('utf8')).toBe('<p>Landing</p>');
    expect(page?.etag).toBe('W/"v1"');
    expect(page?.headers).toContainEqual(['cache-control', 'public, max-age=0']);
    expect(page?.gzip.length).toBeGreaterThan(0);
    // Not to a member, nor for another address or language.
    expect((await heldPage(request('/', { cookie: '__session=abc' }))).page).toBeUndefined();
    expect((await heldPage(request('/?signup=1'))).page).toBeUndefined();
    expect((await heldPage(request('/', { 'accept-language': 'hi' }))).page).toBeUndefined();
  });

  it('no longer than the shared data it was made of', async () => {
    await renderAndHold(request('/'), '<p>Landing</p>', 1_000);
    await sleep(300);
    expect((await heldPage(request('/'))).page).toBeDefined();
    await sleep(800);
    const again = await heldPage(request('/'));
    expect(again.page).toBeUndefined();
    again.done?.();
  });

  it('not at all when the page read no shared data, or outside a scope', async () => {
    await inPageScope(() => holdPage(request('/'), heldUntil(), '<p>x</p>', 'W/"v1"', pageHeaders()));
    await holdPage(request('/'), heldUntil(), '<p>x</p>', 'W/"v1"', pageHeaders());
    expect((await heldPage(request('/'))).page).toBeUndefined();
  });

  it('after it expires, one visitor renders it again while the others wait for that page', async () => {
    await renderAndHold(request('/'), '<p>old</p>', 1_000);
    await sleep(1_100);
    const first = await heldPage(request('/'));
    expect(first.page).toBeUndefined();
    expect(first.done).toBeDefined();
    const waiting = heldPage(request('/'));
    await renderAndHold(request('/'), '<p>new</p>');
    first.done!();
    expect((await waiting).page?.html.toString('utf8')).toBe('<p>new</p>');
  });

  it('a page that was never held makes no one wait', async () => {
    const answer = await heldPage(request('/dummyAllBlogs'));
    expect(answer).toEqual({});
  });
});
