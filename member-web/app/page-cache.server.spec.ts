import { describe, expect, it } from '@jest/globals';

import {
  finishPublicPage,
  hasPersonalCookie,
  mayBeShared,
  NONCE_PLACEHOLDER,
  notModified,
  pageVary,
} from './page-cache.server';

const request = (headers: Record<string, string> = {}, method = 'GET') =>
  new Request('http://site.test/', { method, headers });

describe('which requests may get a page that shared caches keep (decision 310)', () => {
  it('a signed-out GET without personal cookies, also with the prices’ country', () => {
    expect(mayBeShared(request())).toBe(true);
    expect(mayBeShared(request({}, 'HEAD'))).toBe(true);
    expect(mayBeShared(request({ cookie: 'rc_country=231' }))).toBe(true);
  });

  it('never a session, a visitor id, a flash message or a passkey ceremony, nor a POST', () => {
    for (const cookie of [
      '__session=abc',
      'rc_country=231; rc_visitor=xyz',
      '__owner_flash=1',
      '__passkey=1',
    ])
      expect(hasPersonalCookie(request({ cookie }))).toBe(true);
    expect(hasPersonalCookie(request({ cookie: 'my__session=abc' }))).toBe(false);
    expect(mayBeShared(request({}, 'POST'))).toBe(false);
  });
});

describe('a public page’s version and nonce', () => {
  const page = `<script nonce="${NONCE_PLACEHOLDER}">go()</script><p>Blog</p>`;

  it('is the same for the same page, and another after an edit', () => {
    const once = finishPublicPage(page);
    expect(finishPublicPage(page)).toEqual(once);
    const edited = finishPublicPage(page.replace('Blog', 'Blog, edited'));
    expect(edited.etag).not.toBe(once.etag);
    expect(edited.nonce).not.toBe(once.nonce);
  });

  it('puts the nonce where the placeholder was, and nowhere leaves the placeholder', () => {
    const { html, nonce, etag } = finishPublicPage(page);
    expect(html).toBe(`<script nonce="${nonce}">go()</script><p>Blog</p>`);
    expect(html).not.toContain(NONCE_PLACEHOLDER);
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]{27}"$/);
  });

  it('answers 304 to any tag of the list that names it, weak or strong, and to *', () => {
    const { etag } = finishPublicPage(page);
    const strong = etag.replace(/^W\//, '');
    expect(notModified(request({ 'if-none-match': etag }), etag)).toBe(true);
    expect(notModified(request({ 'if-none-match': `"other", ${strong}` }), etag)).toBe(true);
    expect(notModified(request({ 'if-none-match': '*' }), etag)).toBe(true);
    expect(notModified(request({ 'if-none-match': 'W/"other"' }), etag)).toBe(false);
    expect(notModified(request(), etag)).toBe(false);
  });
});

describe('what a shared cache keys a public page by', () => {
  it('adds Accept-Language when the browser’s header chose the page’s language (decision 320)', () => {
    expect(pageVary(true)).toBe('Cookie, Accept-Language');
    expect(pageVary(false)).toBe('Cookie');
  });

  it('keeps the switcher’s language cookie out of the personal ones: the page stays public', () => {
    expect(
      hasPersonalCookie(new Request('http://site.test/', { headers: { Cookie: 'rc_lang=aGk%3D' } })),
    ).toBe(false);
  });
});
