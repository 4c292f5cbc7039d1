import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import { expect, test } from '../support/fixtures';
import { waitForOtp } from '../support/mail';
import {
  E2E_PASSWORD,
  fillEliteSignup,
  payOnPayu,
  submitEliteSignupAndVerify,
  UAE,
  uniqueEmail,
} from '../support/money';
import { screen } from '../support/screens';
import { freshMember, memberId, postViaApi, uniqueWord } from '../support/social';
import { urls } from '../support/urls';

/** The first visit and the everyday pages, on a phone and on a desktop (issue 17). */
const VIEWPORTS = [
  { name: 'phone', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  { name: 'desktop', viewport: { width: 1366, height: 900 }, hasTouch: false, isMobile: false },
] as const;

/** Fills the sign-up form (free or elite) with its own member and ticks the terms. */
async function fillSignup(page: Page, formName: 'Free sign-up' | 'Elite sign-up', email: string) {
  const form = page.getByRole('form', { name: formName });
  await form.getByLabel('Business type').selectOption('6');
  await form.getByLabel('Business name').fill('First Visit Café');
  await form.getByLabel('First name').fill('Fiona');
  await form.getByLabel('Last name').fill('Firstvisit');
  await form.getByLabel('Phone').fill('9833333333');
  await form.getByLabel('State').selectOption({ label: 'Gujarat' });
  await expect(form.getByLabel('City').locator('option', { hasText: /^Surat$/ })).toHaveCount(1);
  await form.getByLabel('City').selectOption({ label: 'Surat' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await form.getByLabel('Confirm password').fill(E2E_PASSWORD);
  await form.getByRole('checkbox', { name: /I am 18 or older/ }).check();
  return form;
}

/** No part of the page is wider than the screen (nothing runs off on a phone). */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
}

/** axe on the page as it is: its serious or critical violations, named by page, rule and element. */
async function axeProblems(page: Page, label: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${label}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const device of VIEWPORTS) {
  test.describe(`first visit on a ${device.name}`, () => {
    test.use({ viewport: device.viewport, hasTouch: device.hasTouch, isMobile: device.isMobile });

    test('from the landing page to a free account', async ({ page }) => {
      test.setTimeout(60_000);
      await page.goto(`${urls.web}/`);
      await expectNoSidewaysScroll(page);
      await page.getByRole('main').getByRole('link', { name: 'Join the community' }).click();
      await expect(page).toHaveURL(/\/join$/);
      // Free and Elite side by side, priced by the catalogue with the currency and GST.
      const choice = page.getByRole('region', { name: 'Choose your membership' });
      await expect(choice.getByRole('heading', { name: 'Free' })).toBeVisible();
      await expect(choice.getByRole('heading', { name: 'Elite' })).toBeVisible();
      await expect(choice.getByText('₹999 (GST included)')).toBeVisible();
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: screen(`experience-join-${device.name}`), fullPage: true });
      await choice.getByRole('link', { name: 'Sign up free' }).click();
      await expect(page).toHaveURL(/\/Register$/);

      const email = uniqueEmail(`first-free-${device.name}`);
      const form = await fillSignup(page, 'Free sign-up', email);
      const since = new Date();
      await form.getByRole('button', { name: 'Register' }).click();
      await expect(page).toHaveURL(/\/login\/OtpVery\?email=/);
      await page.getByLabel('One-time password').fill(await waitForOtp(email, { since }));
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(page).toHaveURL(/\/Home\/User$/);
      await expectNoSidewaysScroll(page);
    });

    test('from the landing page to an Elite account through the payment sandbox', async ({ page }) => {
      test.setTimeout(90_000);
      await page.goto(`${urls.web}/`);
      await page.getByRole('main').getByRole('link', { name: 'Join the community' }).click();
      await page
        .getByRole('region', { name: 'Choose your membership' })
        .getByRole('link', { name: 'Go Elite' })
        .click();
      await expect(page).toHaveURL(/\/RegisterNew$/);
      const email = uniqueEmail(`first-elite-${device.name}`);
      const form = await fillSignup(page, 'Elite sign-up', email);
      await expect(form.getByText('₹999 (GST included) / 1 year')).toBeVisible();
      await expectNoSidewaysScroll(page);
      const since = new Date();
      await form.getByRole('button', { name: 'Pay Now' }).click();
      await expect(page).toHaveURL(/\/RegisterNew\?verify=/);
      await page.getByLabel('One-time password').fill(await waitForOtp(email, { since }));
      await page.getByRole('button', { name: 'Verify and pay' }).click();
      await payOnPayu(page, 'success');
      await expect(page).toHaveURL(/\/Home\/User\/PaymentSuccess\?payment_id=\d+/);
      await expect(page.getByRole('heading', { name: 'Your Payment Was Successful!' })).toBeVisible();
    });

    test('/Register submitted empty shows every error at once and focuses the first', async ({ page }) => {
      await page.goto(`${urls.web}/Register`);
      const form = page.getByRole('form', { name: 'Free sign-up' });
      await form.getByRole('button', { name: 'Register' }).click();
      const summary = form.getByRole('alert');
      for (const message of [
        'Enter your business name',
        'Enter your first name',
        'Enter your last name',
        'Enter a 10-digit mobile number',
        'Choose your state',
        'Choose your city',
        'Enter your email address',
        'Enter a password of at least 8 characters',
        'Enter the password again',
        'Please accept Terms & Privacy',
      ]) {
        await expect(summary.getByRole('link', { name: message })).toBeVisible();
      }
      // Each message also sits next to its field, and focus is on the first field in error.
      await expect(form.getByLabel('Business name')).toHaveAttribute('aria-invalid', 'true');
      await expect(form.getByLabel('Business name')).toBeFocused();
      await expect(form.getByLabel('Phone')).toHaveAccessibleDescription('Enter a 10-digit mobile number');
      await page.screenshot({ path: screen(`experience-register-errors-${device.name}`), fullPage: true });
      await expectNoSidewaysScroll(page);

      // A wrong number is named in plain words; the fixed fields stop complaining.
      await form.getByLabel('Phone').fill('12345');
      await form.getByLabel('First name').fill('Ravi');
      await form.getByRole('button', { name: 'Register' }).click();
      await expect(form.getByLabel('Phone')).toHaveAccessibleDescription('Enter a 10-digit mobile number');
      await expect(form.getByLabel('First name')).not.toHaveAttribute('aria-invalid', 'true');
      await expect(form.getByLabel('First name')).toHaveValue('Ravi');
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('/Register submitted empty lists every error at the top, linking to the fields', async ({ page }) => {
    await page.goto(`${urls.web}/Register`);
    const form = page.getByRole('form', { name: 'Free sign-up' });
    await form.getByRole('button', { name: 'Register' }).click();
    const summary = form.getByRole('alert');
    await expect(summary.getByRole('link')).toHaveCount(10);
    await expect(summary.getByRole('link', { name: 'Enter your first name' })).toHaveAttribute(
      'href',
      '#signup-first_name',
    );
    await expect(page.locator('#signup-first_name')).toHaveAttribute('name', 'first_name');
  });

  test('create post opens as its own section of the page and fits a phone, also after a refresh', async ({
    page,
    signIn,
  }) => {
    const member = await freshMember('nojs-create', 'Noor', uniqueWord());
    await signIn(member);
    await page.getByRole('link', { name: /Start a post/ }).click();
    await expect(page).toHaveURL(/\/Home\/User\?create=1$/);
    for (const pass of ['opened', 'refreshed']) {
      const section = page.getByRole('region', { name: 'Create a post' });
      const dialog = section.getByRole('dialog', { name: 'Create Post' });
      await expect(dialog).toBeVisible();
      // Not inside the composer card: the stub is gone while the dialog is open.
      await expect(page.getByRole('link', { name: /Start a post/ })).toHaveCount(0);
      const box = await dialog.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: screen(`experience-nojs-create-${pass}`), fullPage: true });
      if (pass === 'opened') await page.reload();
    }
    const title = `Phone post ${uniqueWord()}`;
    const form = page.getByRole('form', { name: 'Create Post' });
    await form.getByLabel('Title').fill(title);
    await form.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(page.getByRole('article', { name: title })).toBeVisible();
  });
});

test.describe('a payment still pending with the provider', () => {
  test('the page checks for a bounded while, then explains and offers a way out', async ({ page }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail('pending');
    await page.goto(`${urls.web}/RegisterNew`);
    await fillEliteSignup(page, email, UAE);
    await submitEliteSignupAndVerify(page, email);
    // The Razorpay payment page carries the attempt's id; the member leaves without paying.
    const paymentId = await page.locator('input[name="payment_id"]').first().inputValue();
    expect(paymentId).toMatch(/^\d+$/);

    await page.goto(`${urls.web}/Home/User/PaymentSuccess?payment_id=${paymentId}`);
    await expect(page.getByText(/checks again every 5 seconds for up to 2 minutes/)).toBeVisible();
    await expect(page.locator('meta[http-equiv="refresh"]')).toHaveAttribute('content', /check=1$/);

    // After the last check: no more refreshing, what happened and what to do.
    await page.goto(`${urls.web}/Home/User/PaymentSuccess?payment_id=${paymentId}&check=24`);
    await expect(page.getByRole('heading', { name: 'Your payment is still pending' })).toBeVisible();
    await expect(page.locator('meta[http-equiv="refresh"]')).toHaveCount(0);
    await expect(page.getByRole('link', { name: /@/ }).first()).toHaveAttribute('href', /^mailto:/);
    await expect(page.getByRole('link', { name: 'Check again' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to Home' }).click();
    await expect(page).toHaveURL(/\/Home(\/User)?$/);
  });
});

test.describe('search and profiles', () => {
  test('results tell members apart and "See all people" pages through every match', async ({
    page,
    signIn,
  }) => {
    const surname = uniqueWord(10);
    const found = await freshMember('experience-found', 'Meera', surname);
    const searcher = await freshMember('experience-searcher', 'Sam', uniqueWord());
    await signIn(searcher);
    const search = page.getByRole('search');
    await search.getByLabel('Search members and posts').fill(`meera ${surname.toLowerCase()}`);
    const member = search.getByRole('link', { name: new RegExp(found.name) });
    await expect(member).toContainText('Restaurant owner');
    await search.getByRole('link', { name: 'See all people' }).click();
    await expect(page).toHaveURL(/\/Search\?search=.*show=people/);
    await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'People' }).getByRole('link', { name: new RegExp(found.name) }),
    ).toBeVisible();
  });

  test('a profile shows the business; Report waits in the ⋯ menu', async ({ page, signIn }) => {
    const owner = await freshMember('experience-owner', 'Olive', uniqueWord());
    const viewer = await freshMember('experience-viewer', 'Vik', uniqueWord());
    await signIn(viewer);
    await page.goto(`${urls.web}/Profile/${await memberId(owner)}`);
    await expect(page.getByRole('button', { name: `Follow ${owner.name}` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Report' })).toBeHidden();
    await page.getByText('⋯').click();
    await expect(page.getByRole('button', { name: 'Report' })).toBeVisible();
    // Nobody else's contact details reach the page.
    await expect(page.getByText(owner.email)).toHaveCount(0);
  });
});

test.describe('accessibility (axe): no serious or critical violations', () => {
  for (const device of VIEWPORTS) {
    test(`the main pages on a ${device.name}`, async ({ browser }) => {
      test.setTimeout(120_000);
      const context = await browser.newContext({
        viewport: device.viewport,
        hasTouch: device.hasTouch,
        isMobile: device.isMobile,
      });
      const page = await context.newPage();
      const problems: string[] = [];
      for (const path of ['/', '/join', '/Register', '/RegisterNew', '/login']) {
        await page.goto(`${urls.web}${path}`);
        problems.push(...(await axeProblems(page, path)));
      }
      const member = await freshMember(`axe-${device.name}`, 'Axel', uniqueWord());
      await postViaApi(member, {
        title: `Axe check ${uniqueWord()}`,
        description: 'For the accessibility check.',
      });
      await page.addInitScript(() => window.sessionStorage.setItem('bluetick-offer-dismissed', '1'));
      await page.goto(`${urls.web}/login`);
      await page.getByLabel('Email').fill(member.email);
      await page.getByLabel('Password', { exact: true }).fill(member.password);
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page).toHaveURL(/\/Home\/User$/);
      const id = await memberId(member);
      for (const path of ['/Home/User', `/Profile/${id}`, '/Search?search=axel', '/DownloadInvoice']) {
        await page.goto(`${urls.web}${path}`);
        problems.push(...(await axeProblems(page, path)));
      }
      // A failed sign-up form too: the error summary and the invalid fields.
      await context.clearCookies();
      await page.goto(`${urls.web}/Register`);
      await page
        .getByRole('form', { name: 'Free sign-up' })
        .getByRole('button', { name: 'Register' })
        .click();
      await expect(page.getByRole('form', { name: 'Free sign-up' }).getByRole('alert')).toBeVisible();
      problems.push(...(await axeProblems(page, '/Register (errors)')));
      await context.close();
      expect(problems).toEqual([]);
    });
  }
});
