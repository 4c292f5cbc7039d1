import { Messages } from '@app/contracts';
import { expect, test, type Page } from '@playwright/test';

import { listMail, waitForOtp } from '../support/mail';
import { urls } from '../support/urls';
import { screen } from '../support/screens';

function uniqueEmail(prefix: string) {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
}

async function fillFreeSignup(page: Page, email: string) {
  const form = page.getByRole('form', { name: 'Free sign-up' });
  await form.getByLabel('Business type').selectOption('6');
  await form.getByLabel('Business name').fill('Playwright Bistro');
  await form.getByLabel('First name').fill('Pat');
  await form.getByLabel('Last name').fill('Wright');
  await form.getByLabel('Phone').fill('9822222222');
  await expect(form.getByLabel('Country')).toHaveValue('101');
  await form.getByLabel('State').selectOption({ label: 'Gujarat' });
  // The city list arrives from /resources/locations once the state is chosen.
  await expect(form.getByLabel('City').locator('option', { hasText: /^Surat$/ })).toHaveCount(1);
  await form.getByLabel('City').selectOption({ label: 'Surat' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill('Pw-Signup#2026');
  await form.getByLabel('Confirm password').fill('Pw-Signup#2026');
  return form;
}

test.describe('free sign-up', () => {
  test('signs up, verifies the mailed code and lands signed in on /Home/User', async ({ page }) => {
    const email = uniqueEmail('signup');
    await page.goto(`${urls.web}/Register`);
    await expect(page.getByRole('heading', { level: 1, name: 'Register free' })).toBeVisible();
    const form = await fillFreeSignup(page, email);
    await page.screenshot({ path: screen('register'), fullPage: true });
    const since = new Date();
    await form.getByRole('checkbox', { name: /I am 18 or older/ }).check();
    await form.getByRole('button', { name: 'Register' }).click();

    await expect(page).toHaveURL(/\/login\/OtpVery\?email=/);
    await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
    await page.screenshot({ path: screen('otp'), fullPage: true });
    const otp = await waitForOtp(email, { since });
    await page.getByLabel('One-time password').fill(otp);
    await page.getByRole('button', { name: 'Verify' }).click();

    await expect(page).toHaveURL(/\/Home\/User$/);
    await expect(page.getByRole('heading', { name: 'Pat Wright' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByText('Pat Wright')).toBeVisible();
    await page.screenshot({ path: screen('home-user'), fullPage: true });
  });

  test('hides the business name for restaurant professionals', async ({ page }) => {
    await page.goto(`${urls.web}/Register`);
    const form = page.getByRole('form', { name: 'Free sign-up' });
    await expect(form.getByLabel('Business name')).toBeVisible();
    await form.getByLabel('Business type').selectOption('8');
    await expect(form.getByLabel('Business name')).toHaveCount(0);
  });

  test('without the terms accepted shows the message and sends nothing', async ({ page }) => {
    const email = uniqueEmail('noterms');
    await page.goto(`${urls.web}/Register`);
    const form = await fillFreeSignup(page, email);
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('alert').filter({ hasText: Messages.acceptTerms })).toBeVisible();
    await expect(page).toHaveURL(/\/Register$/);
    // The entries are kept (but never the passwords).
    await expect(form.getByLabel('Email')).toHaveValue(email);
    await page.screenshot({ path: screen('register-terms'), fullPage: true });
    await page.waitForTimeout(1500);
    const mails = await listMail();
    expect(mails.some((mail) => mail.to.some((to) => to.address === email))).toBe(false);
  });

  test('the elite form shows the price and Pay Now', async ({ page }) => {
    await page.goto(`${urls.web}/RegisterNew`);
    const form = page.getByRole('form', { name: 'Elite sign-up' });
    await expect(form.getByLabel('GST number (optional)')).toBeVisible();
    await expect(form.getByLabel('Coupon code')).toBeVisible();
    await expect(form.getByText('₹999 (GST included) / 1 year')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Pay Now' })).toBeVisible();
    await page.screenshot({ path: screen('register-elite'), fullPage: true });
  });
});

test.describe('free sign-up without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('Load cities refreshes the city list and keeps the entries', async ({ page }) => {
    await page.goto(`${urls.web}/Register`);
    const form = page.getByRole('form', { name: 'Free sign-up' });
    await expect(form.getByText('Not needed for restaurant professionals.')).toBeVisible();
    await form.getByLabel('First name').fill('Nojs');
    await form.getByLabel('Email').fill('nojs@example.test');
    await form.getByLabel('Password', { exact: true }).fill('Pw-Nojs#2026');
    await form.getByLabel('Confirm password').fill('Pw-Nojs#2026');
    await form.getByRole('checkbox', { name: /I am 18 or older/ }).check();
    await form.getByLabel('State').selectOption({ label: 'Gujarat' });
    await form.getByRole('button', { name: 'Load cities' }).click();
    await expect(form.getByLabel('City').locator('option', { hasText: /^Surat$/ })).toHaveCount(1);
    await expect(form.getByLabel('First name')).toHaveValue('Nojs');
    await expect(form.getByLabel('State')).toHaveValue('4030');
    // Everything typed is still there, the passwords and the ticked terms too (issue 38 item 7).
    await expect(form.getByLabel('Email')).toHaveValue('nojs@example.test');
    await expect(form.getByLabel('Password', { exact: true })).toHaveValue('Pw-Nojs#2026');
    await expect(form.getByLabel('Confirm password')).toHaveValue('Pw-Nojs#2026');
    await expect(form.getByRole('checkbox', { name: /I am 18 or older/ })).toBeChecked();
    await page.screenshot({ path: screen('register-nojs'), fullPage: true });
  });
});
