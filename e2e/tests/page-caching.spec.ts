import { expect, staff, test } from '../support/fixtures';
import { adminApi } from '../support/content';
import { staffApiToken } from '../support/moderation';
import { demoMembers, postViaApi, uniqueWord } from '../support/social';
import { urls } from '../support/urls';

/**
 * What a shared cache (a CDN, the scale stage's nginx) may keep (decision 310): the pages a signed-out
 * visitor sees are public for a short while and answer 304 to a browser that has them; a member's pages,
 * a page that sets a cookie and the data of client-side navigations are never stored.
 */
const PUBLIC = 'public, max-age=0, s-maxage=30, stale-while-revalidate=30';
const PRIVATE = 'private, no-store';

/** One page of every public kind: landing, a public post, blogs, podcasts, tutorials, policies. */
const PUBLIC_PAGES = [
  '/',
  '/dummyAllBlogs',
  '/dummyIBTalks',
  '/dummyTutorialPage',
  '/the-phoenix-tale',
  '/privacypolicy',
  '/terms-and-conditions',
  '/cancellation-policy',
  '/child-safety-policy',
  '/deletionPolicy',
  '/grievance',
  '/about_us',
  '/contact',
];

const varyNames = (vary: string | undefined) =>
  (vary ?? '').split(',').map((name) => name.trim().toLowerCase());

test('every public page kind may be cached briefly by a shared cache and answers 304 to a browser that has it', async ({
  request,
}) => {
  const postId = await postViaApi(demoMembers.owner, { title: `Cached ${uniqueWord()}` });
  for (const path of [...PUBLIC_PAGES, `/postsnotAuth/${postId}`]) {
    const first = await request.get(`${urls.web}${path}`);
    expect(first.status(), path).toBe(200);
    const headers = first.headers();
    expect(headers['cache-control'], path).toBe(PUBLIC);
    expect(varyNames(headers.vary), path).toContain('cookie');
    expect(headers['set-cookie'], path).toBeUndefined();
    const etag = headers.etag;
    expect(etag, path).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);

    // The same page again: the same version, and a browser that has it gets no body.
    const again = await request.get(`${urls.web}${path}`, { headers: { 'If-None-Match': etag! } });
    expect(again.status(), path).toBe(304);
    expect(again.headers().etag, path).toBe(etag);
    expect(await again.body(), path).toHaveLength(0);
    // The script nonce of a cached page is the same in both answers, so the stored page still runs.
    expect(again.headers()['content-security-policy'], path).toBe(headers['content-security-policy']);
  }
});

test('a signed-in member’s pages, cookie-setting answers and navigation data are never stored by a shared cache', async ({
  pageAs,
  request,
}) => {
  const member = await pageAs(demoMembers.vendor);
  const signedIn = member.context().request;
  // The same public addresses, with a session, are the member's own (header, unread counts).
  for (const path of ['/', '/privacypolicy', '/Home/User', '/Home/User/notifications', '/messages']) {
    const response = await signedIn.get(`${urls.web}${path}`, { maxRedirects: 0 });
    expect(response.headers()['cache-control'], path).toBe(PRIVATE);
    expect(response.headers().etag, path).toBeUndefined();
    expect(varyNames(response.headers().vary), path).toContain('cookie');
  }

  // A signed-out visitor's pages that are not public: the sign-in and sign-up forms.
  for (const path of ['/login', '/RegisterNew', '/join']) {
    const response = await request.get(`${urls.web}${path}`);
    expect(response.headers()['cache-control'], path).toBe(PRIVATE);
  }

  // Choosing the prices' country sets a cookie: that answer is the visitor's own.
  const choice = await request.get(`${urls.web}/?country=231`);
  expect(choice.headers()['set-cookie']).toContain('rc_country=');
  expect(choice.headers()['cache-control']).toBe(PRIVATE);

  // The data of a client-side navigation to a public page.
  const data = await request.get(`${urls.web}/dummyAllBlogs.data`);
  expect(data.headers()['cache-control']).toBe(PRIVATE);
});

test('an editor’s change reaches the public page at once at the site, under a new version', async ({
  request,
}) => {
  const token = await staffApiToken(staff.contentEditor);
  const title = `Fresh ${uniqueWord()}`;
  const blog = await adminApi<{ id: number }>(token, 'POST', 'blogs', {
    title,
    body: '<p>First words.</p>',
    status: 'published',
  });
  const path = `${urls.web}/dummyblogs/${blog.id}`;
  const before = await request.get(path);
  expect(before.headers()['cache-control']).toBe(PUBLIC);
  expect(await before.text()).toContain('First words.');
  const etag = before.headers().etag!;

  await adminApi(token, 'PUT', `blogs/${blog.id}`, {
    title,
    body: '<p>Second words.</p>',
    status: 'published',
  });

  // The site keeps nothing itself: the next request sees the edit, and the old version is no longer
  // "not modified". Shared caches hold a page at most s-maxage + stale-while-revalidate = 60 s.
  const after = await request.get(path, { headers: { 'If-None-Match': etag } });
  expect(after.status()).toBe(200);
  expect(after.headers().etag).not.toBe(etag);
  const html = await after.text();
  expect(html).toContain('Second words.');
  expect(html).not.toContain('First words.');
});
