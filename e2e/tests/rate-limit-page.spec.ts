import { expect, test } from '../support/fixtures';
import { urls } from '../support/urls';

/**
 * Issue 38, item 2: when the API's rate limiter refuses a call the site makes for a visitor, the visitor
 * gets a "too many requests" page with the wait (status 429, Retry-After), never a 500; and the site
 * forwards each visitor's own address, so one busy address does not use up anyone else's allowance.
 * The site trusts the local proxy's X-Forwarded-For (the test runs on loopback), so each test is a visitor
 * of its own address.
 */
const LOGIN_LIMIT_PER_MINUTE = 100; // @Throttle 10 a minute on POST /api/login, times the e2e RATE_LIMIT_SCALE 10

/** Uses up the API's per-address allowance of POST /api/login for `address` (empty bodies: 422 each). */
async function exhaustLoginLimit(address: string) {
  let limited = false;
  for (let sent = 0; sent <= LOGIN_LIMIT_PER_MINUTE && !limited; sent += 20) {
    const batch = Array.from({ length: 20 }, () =>
      fetch(`${urls.api.replace(/\/+$/, '')}/api/login`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'x-forwarded-for': address,
        },
        body: '{}',
      }),
    );
    limited = (await Promise.all(batch)).some((res) => res.status === 429);
  }
  expect(limited).toBe(true);
}

test.describe('the API says too many requests', () => {
  test('the login form answers a 429 page with Retry-After, without JavaScript', async ({ browser }) => {
    const address = '198.51.100.21';
    await exhaustLoginLimit(address);
    const context = await browser.newContext({
      javaScriptEnabled: false,
      extraHTTPHeaders: { 'x-forwarded-for': address },
    });
    const page = await context.newPage();
    await page.goto(`${urls.web}/login`);
    await page.getByLabel('Email').fill('someone@example.com');
    await page.getByLabel('Password', { exact: true }).fill('a-password-1');
    const answer = page.waitForResponse((res) => res.request().method() === 'POST');
    await page.getByRole('button', { name: 'Login' }).click();
    const response = await answer;
    expect(response.status()).toBe(429);
    const wait = Number(response.headers()['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    await expect(page.getByRole('heading', { name: 'Too many requests' })).toBeVisible();
    await expect(page.getByText(`Please try again in ${wait} second`)).toBeVisible();
    await context.close();
  });

  test('with JavaScript the page says so too, and another visitor still signs in', async ({ browser }) => {
    const busy = '198.51.100.22';
    await exhaustLoginLimit(busy);
    const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': busy } });
    const page = await context.newPage();
    await page.goto(`${urls.web}/login`);
    await page.getByLabel('Email').fill('someone@example.com');
    await page.getByLabel('Password', { exact: true }).fill('a-password-1');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('heading', { name: 'Too many requests' })).toBeVisible();
    await expect(page.getByText(/Please try again in \d+ seconds?\./)).toBeVisible();
    await context.close();

    // The busy address spent its own allowance only: a visitor from elsewhere gets the form's answer.
    const other = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.23' } });
    const otherPage = await other.newPage();
    await otherPage.goto(`${urls.web}/login`);
    await otherPage.getByLabel('Email').fill('someone@example.com');
    await otherPage.getByLabel('Password', { exact: true }).fill('a-password-1');
    await otherPage.getByRole('button', { name: 'Login' }).click();
    await expect(otherPage.getByRole('heading', { name: 'Too many requests' })).toHaveCount(0);
    await expect(otherPage).toHaveURL(/\/login/);
    await other.close();
  });
});
