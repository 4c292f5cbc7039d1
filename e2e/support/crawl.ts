import type { Page } from '@playwright/test';

import { urls } from './urls';

/**
 * What the crawling journeys share (link-crawler.spec.ts, phone-width.spec.ts): the site's own links on a
 * page, and the shape that makes links differing only in ids one link.
 */

/**
 * Links not to follow: signing out, and the blog share links (they count a share and redirect to the
 * social network, outside this machine's reach).
 */
const SKIP = [/^\/logout\b/i, /^\/blog-share\//i];

/** Links that differ only in ids are one link for a crawler (a feed renders dozens of /posts/{id}). */
export const shapeOf = (url: URL) =>
  `${url.pathname.replace(/\/\d+(?=\/|$)/g, '/#')}${url.search ? '?' : ''}`;

/** Every link of the site the page in `page` renders, without fragments, in document order. */
export async function siteLinks(page: Page): Promise<URL[]> {
  const hrefs = await page.$$eval('a[href]', (anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
  const origin = new URL(urls.web).origin;
  return hrefs.flatMap((href) => {
    const url = new URL(href);
    url.hash = '';
    if (url.origin !== origin || SKIP.some((re) => re.test(url.pathname))) return [];
    return [url];
  });
}
