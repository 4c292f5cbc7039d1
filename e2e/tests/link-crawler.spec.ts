import { expect, test, type Page } from '@playwright/test';

import { shapeOf, siteLinks } from '../support/crawl';
import { signInMember } from '../support/fixtures';
import { createVerifiedMember } from '../support/mail';
import { demoMembers, type Member } from '../support/social';
import { urls } from '../support/urls';

/**
 * Every link the site renders leads somewhere real (issue 14). The crawler opens start pages (the landing
 * page with the public preview, and for each member type the signed-in home and one page of each area),
 * collects every internal link they render, and requests each one as the same visitor. A 404 or a 5xx
 * fails the test with the link and the page that rendered it. Generic: it knows no page but its starts.
 */

interface Found {
  url: string;
  from: string;
}

async function linksOn(page: Page, path: string): Promise<Found[]> {
  const response = await page.goto(`${urls.web}${path}`);
  // An area of another member type may refuse (403) with its page: its links count all the same.
  const status = response?.status() ?? 0;
  expect(status !== 404 && status < 500, `start page ${path} answered ${status}`).toBe(true);
  const from = new URL(page.url()).pathname;
  return (await siteLinks(page)).map((url) => ({ url: url.toString(), from }));
}

/** Requests each link once (by shape) as the page's visitor; answers the broken ones. */
async function brokenLinks(page: Page, starts: string[], who: string): Promise<string[]> {
  const found: Found[] = [];
  for (const start of starts) found.push(...(await linksOn(page, start)));
  const seen = new Set<string>();
  const broken: string[] = [];
  for (const link of found) {
    const shape = shapeOf(new URL(link.url));
    if (seen.has(shape)) continue;
    seen.add(shape);
    const response = await page.request.get(link.url, { maxRedirects: 10 });
    const status = response.status();
    if (status === 404 || status >= 500)
      broken.push(`${status} ${new URL(link.url).pathname} (linked from ${link.from}, as ${who})`);
  }
  return broken;
}

/** One page of each area: the owner dashboard, the vendor area and the manpower area. */
const AREA_PAGES = ['/Home/User', '/AllVendors', '/VendorListing', '/ManpowerListings'];

test.describe('link crawler', () => {
  test.describe.configure({ timeout: 240_000 });

  test('the landing page and the public preview link only to real pages', async ({ page }) => {
    const broken = await brokenLinks(page, ['/', '/login', '/RegisterNew'], 'a visitor');
    expect(broken, broken.join('\n')).toEqual([]);
  });

  const members: Array<{ who: string; member: () => Promise<Member> }> = [
    { who: 'a restaurant owner', member: async () => demoMembers.owner },
    { who: 'a vendor', member: async () => demoMembers.vendor },
    {
      who: 'a restaurant professional',
      member: async () => {
        const { email, password } = await createVerifiedMember('crawler-manpower', { user_type: '8' });
        return { email, password, name: 'Test Member' };
      },
    },
  ];

  for (const { who, member } of members) {
    test(`signed in as ${who}, the home and area pages link only to real pages`, async ({ page }) => {
      await signInMember(page, await member());
      const broken = await brokenLinks(page, AREA_PAGES, who);
      expect(broken, broken.join('\n')).toEqual([]);
    });
  }
});
