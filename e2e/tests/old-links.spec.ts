import { DEFAULT_CITY_ID, DEFAULT_COUNTRY_ID, DEFAULT_STATE_ID, Messages } from '@app/contracts';

import { adminApi } from '../support/content';
import { expect, staff, test } from '../support/fixtures';
import { waitForOtp } from '../support/mail';
import { staffApiToken } from '../support/moderation';
import { screen } from '../support/screens';
import { demoMembers, postViaApi, uniqueWord } from '../support/social';
import { urls } from '../support/urls';

/**
 * Issue 36 part 2: old clients and old links keep working. The old product's paths lead to their present
 * pages (decision 215), and the screens do what the seeds say: the OTP's success text, the header's
 * background past 10 px, the blog's Read More cut and its share copying the link (decision 217).
 */

test.describe('old paths', () => {
  test('each answers a permanent redirect to its present page, keeping a post’s id', async ({ request }) => {
    const postId = await postViaApi(demoMembers.owner, { title: `Old link ${uniqueWord()}` });
    const moves: Array<[string, string]> = [
      ['/UserStore', '/Register'],
      ['/Posts', '/Home/User'],
      ['/PostFeed', '/Home/User'],
      ['/PostsShow', '/Home/User'],
      [`/PostsShow?id=${postId}`, `/posts/${postId}`],
      [`/CommentShow?id=${postId}`, `/posts/${postId}`],
      [`/Comment?id=${postId}`, `/posts/${postId}`],
      [`/LikeStore?id=${postId}`, `/posts/${postId}`],
      ['/PostsShow?id=abc', '/Home/User'],
      ['/Country', '/RegisterNew'],
      ['/RestaurantAll', '/RestaurantList'],
      // The site's paths are case-insensitive; old links are no exception.
      ['/posts', '/Home/User'],
      ['/restaurantall', '/RestaurantList'],
    ];
    for (const [from, to] of moves) {
      const response = await request.get(`${urls.web}${from}`, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers().location, from).toBe(to);
    }
  });

  test('a shared old post link opens the post, for a visitor and for a member', async ({ page, pageAs }) => {
    const title = `Shared long ago ${uniqueWord()}`;
    const postId = await postViaApi(demoMembers.owner, { title, description: 'Still here after the move.' });

    // A visitor lands on the public copy of the post.
    await page.goto(`${urls.web}/PostsShow?id=${postId}`);
    await expect(page).toHaveURL(new RegExp(`/postsnotAuth/${postId}$`));
    await expect(page.getByRole('heading', { name: title })).toBeVisible();

    // A member lands on the post itself.
    const member = await pageAs(demoMembers.vendor);
    await member.goto(`${urls.web}/CommentShow?id=${postId}`);
    await expect(member).toHaveURL(new RegExp(`/posts/${postId}$`));
    await expect(member.getByText('Still here after the move.')).toBeVisible();
    // An old feed bookmark opens the feed.
    await member.goto(`${urls.web}/PostFeed`);
    await expect(member).toHaveURL(/\/Home\/User$/);
    await expect(member.getByRole('region', { name: 'Feed' })).toBeVisible();
  });
});

test('the OTP screen signs the member in and Home says the e-mail is verified', async ({ page }) => {
  const email = `otp-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
  const password = 'E2e-Secret#2026';
  const since = new Date();
  const created = await fetch(`${urls.api}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({
      business_name: 'Otp Kitchen',
      first_name: 'Otto',
      last_name: 'Verma',
      email,
      mobile_no: '9811111111',
      password,
      password_confirmation: password,
      user_type: '6',
      country_id: DEFAULT_COUNTRY_ID,
      state_id: DEFAULT_STATE_ID,
      city_id: DEFAULT_CITY_ID,
    }),
  });
  expect(created.status).toBe(201);
  await page.addInitScript(() => window.sessionStorage.setItem('bluetick-offer-dismissed', '1'));
  await page.goto(`${urls.web}/login/OtpVery?email=${encodeURIComponent(email)}`);
  await page.getByLabel('One-time password').fill(await waitForOtp(email, { since }));
  await page.getByRole('button', { name: 'Verify' }).click();

  await expect(page).toHaveURL(/\/Home\/User$/);
  await expect(page.getByRole('status').filter({ hasText: Messages.emailVerified })).toBeVisible();
  await page.screenshot({ path: screen('otp-verified-home'), fullPage: true });
  // Said once: the next visit of Home does not repeat it.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeAttached();
  await expect(page.getByText(Messages.emailVerified)).toHaveCount(0);
});

test('the header gets its background once the page is scrolled more than 10 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto(`${urls.web}/privacypolicy`);
  const header = page.locator('header.site-header');
  const background = () => header.evaluate((el) => getComputedStyle(el).backgroundColor);
  const TRANSPARENT = 'rgba(0, 0, 0, 0)';

  await expect(header).toHaveAttribute('data-scroll', 'top');
  await expect.poll(background).toBe(TRANSPARENT);
  // 10 px is not yet "more than 10".
  await page.evaluate(() => window.scrollTo(0, 10));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(10);
  await expect(header).toHaveAttribute('data-scroll', 'top');

  await page.evaluate(() => window.scrollTo(0, 200));
  await expect(header).toHaveAttribute('data-scroll', 'scrolled');
  await expect.poll(background).not.toBe(TRANSPARENT);
  await page.screenshot({ path: screen('header-scrolled') });

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute('data-scroll', 'top');
  await expect.poll(background).toBe(TRANSPARENT);
});

test.describe('a long blog', () => {
  // 60 numbered words: the cut at 300 characters falls inside the text, well before its end.
  const words = Array.from({ length: 60 }, (_, i) => `word${String(i + 1).padStart(2, '0')}`);
  const first = `<p>${words.slice(0, 30).join(' ')}</p>`;
  const second = `<p>${words.slice(30).join(' ')} <strong>closing line</strong></p>`;
  let blogId: number;
  let title: string;

  test.beforeAll(async () => {
    const token = await staffApiToken(staff.contentEditor);
    title = `Long read ${uniqueWord()}`;
    blogId = (
      await adminApi<{ id: number }>(token, 'POST', 'blogs', {
        title,
        body: `${first}${second}`,
        status: 'published',
      })
    ).id;
  });

  test('shows the first 300 characters, Read More shows the rest; share copies the link', async ({
    browser,
  }) => {
    const context = await browser.newContext();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: urls.web });
    const visitor = await context.newPage();
    await visitor.goto(`${urls.web}/dummyblogs/${blogId}`);
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();

    const body = visitor.locator('.blog-article__body');
    const plain = `${words.slice(0, 30).join(' ')} ${words.slice(30).join(' ')} closing line`;
    await expect(body.locator('p').first()).toHaveText(`${plain.slice(0, 300).trimEnd()}…`);
    await expect(body).not.toContainText('closing line');
    await visitor.getByRole('button', { name: 'Read More' }).click();
    await expect(body.locator('strong')).toHaveText('closing line');
    await expect(body).toContainText(words.join(' ').slice(0, 60));
    await expect(visitor.getByRole('button', { name: 'Read More' })).toHaveCount(0);

    // Share: the link is copied, and the network opens in a new tab.
    const [popup] = await Promise.all([
      visitor.waitForEvent('popup'),
      visitor
        .getByRole('list', { name: `Share ${title}` })
        .getByRole('link', { name: 'LinkedIn' })
        .click(),
    ]);
    await popup.close();
    await expect(visitor.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
    const copied = await visitor.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(new URL(`/dummyblogs/${blogId}`, urls.web).href);
    await visitor.screenshot({ path: screen('blog-read-more-share'), fullPage: true });
    await context.close();
  });

  test('without JavaScript Read More is a link to the whole text', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const visitor = await context.newPage();
    await visitor.goto(`${urls.web}/dummyblogs/${blogId}`);
    const body = visitor.locator('.blog-article__body');
    await expect(body).not.toContainText('closing line');
    await visitor.getByRole('link', { name: 'Read More' }).click();
    await expect(visitor).toHaveURL(new RegExp(`/dummyblogs/${blogId}\\?more=1$`));
    await expect(body.locator('strong')).toHaveText('closing line');
    await context.close();
  });
});
