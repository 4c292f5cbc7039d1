import { DEFAULT_CITY_ID, DEFAULT_COUNTRY_ID, DEFAULT_STATE_ID, Messages } from '@app/contracts';
import { expect, test } from '@playwright/test';

import { waitForOtp } from '../support/mail';
import { urls } from '../support/urls';
import { screen } from '../support/screens';
import { demoMembers } from '../support/social';

/** The seeded, verified demo member. */
const DEMO_MEMBER = demoMembers.owner;

async function createUnverified(email: string, password: string) {
  const response = await fetch(`${urls.api}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({
      business_name: 'Unverified Cafe',
      first_name: 'Una',
      last_name: 'Verified',
      email,
      mobile_no: '9833333333',
      password,
      password_confirmation: password,
      user_type: '7',
      country_id: DEFAULT_COUNTRY_ID,
      state_id: DEFAULT_STATE_ID,
      city_id: DEFAULT_CITY_ID,
    }),
  });
  expect(response.status).toBe(201);
}

test.describe('login', () => {
  test('an unverified account verifies through Please Verify, Resend and the mailed code', async ({
    page,
  }) => {
    const email = `unverified-${Date.now()}@example.test`;
    const password = 'Pw-Unverified#2026';
    await createUnverified(email, password);
    // The sign-up code's mail first: mails may arrive in any order, and the resent code must be the newest.
    await waitForOtp(email);

    await page.goto(`${urls.web}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText(Messages.accountNotVerified)).toBeVisible();
    await page.screenshot({ path: screen('login-unverified'), fullPage: true });

    // Please Verify resends the code and opens the OTP screen.
    const since = new Date();
    await page.getByRole('button', { name: Messages.pleaseVerify }).click();
    await expect(page).toHaveURL(/\/login\/OtpVery\?email=/);
    await expect(page.getByRole('status')).toHaveText(Messages.otpResent);

    // A wrong code: the server message in a warning, the input cleared.
    await page.getByLabel('One-time password').fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByLabel('One-time password')).toHaveValue('');
    await page.screenshot({ path: screen('otp-failed'), fullPage: true });
    // The warning goes away by itself after 5 seconds.
    await expect(page.getByRole('alert')).toBeHidden({ timeout: 7_000 });

    // Resend again straight away: the API allows one code a minute and says so.
    await page.getByRole('button', { name: 'Resend' }).click();
    await expect(page.getByRole('alert')).toContainText(/minute|again|soon/i);

    const otp = await waitForOtp(email, { since });
    await page.getByLabel('One-time password').fill(otp);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/Home\/User$/);
    // The profile card (the home page's listing cards may show the new member's restaurant too).
    await expect(
      page
        .getByRole('complementary', { name: 'Your profile' })
        .getByRole('heading', { name: 'Una Verified' }),
    ).toBeVisible();
  });

  test('wrong credentials show the server message', async ({ page }) => {
    await page.goto(`${urls.web}/login`);
    await page.getByLabel('Email').fill(`nobody-${Date.now()}@example.test`);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toBeVisible();
    await expect(alert).not.toHaveText('');
    await expect(page).toHaveURL(/\/login$/);
    await page.screenshot({ path: screen('login-wrong'), fullPage: true });
  });

  test('the demo member signs in to /Home/User and signs out to /', async ({ page }) => {
    await page.goto(`${urls.web}/login`);
    await page.screenshot({ path: screen('login'), fullPage: true });
    await page.getByLabel('Email').fill(DEMO_MEMBER.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_MEMBER.password);
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
    await page.getByRole('checkbox', { name: 'Remember me' }).check();
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/Home\/User$/);
    await expect(page.getByRole('heading', { name: DEMO_MEMBER.name })).toBeVisible();

    // Remember me: the session cookie lasts (about) 30 days.
    const session = (await page.context().cookies()).find((cookie) => cookie.name === '__session');
    expect(session?.httpOnly).toBe(true);
    expect(session!.expires * 1000 - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);

    // Signed in, the sign-in pages send you home.
    await page.goto(`${urls.web}/login`);
    await expect(page).toHaveURL(/\/Home\/User$/);

    const menu = page.getByRole('navigation', { name: 'Main' });
    await menu.getByText(DEMO_MEMBER.name).click();
    await expect(menu.getByRole('link', { name: 'View Profile' })).toBeVisible();
    await page.screenshot({ path: screen('user-menu'), fullPage: false });
    await menu.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(`${urls.web}/`);
    await expect(menu.getByRole('link', { name: 'Login' })).toBeVisible();

    await page.goto(`${urls.web}/Home/User`);
    await expect(page).toHaveURL(/\/login$/);
  });
});
