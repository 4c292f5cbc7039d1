import { readFile } from 'node:fs/promises';

import { BillingMessages, Messages, type MemberUser } from '@app/contracts';

import { expect, test } from '../support/fixtures';
import { createVerifiedMember } from '../support/mail';
import {
  apiGet,
  apiToken,
  E2E_PASSWORD,
  fillEliteSignup,
  payOnPayu,
  submitEliteSignupAndVerify,
  uniqueEmail,
} from '../support/money';
import { screen } from '../support/screens';
import { urls } from '../support/urls';

test.describe('elite membership through PayU', () => {
  test('elite sign-up with a coupon, OTP, PayU success: Elite is unlocked and the invoice downloads as a PDF', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail('elite');
    await page.goto(`${urls.web}/RegisterNew`);
    const form = await fillEliteSignup(page, email);
    await expect(form.getByText('₹999 (GST included) / 1 year')).toBeVisible();

    // The coupon box asks the API: the payable amount replaces the price.
    await form.getByLabel('Coupon code').fill('REST500');
    await form.getByRole('button', { name: 'Apply' }).click();
    await expect(form.getByRole('status').filter({ hasText: Messages.couponApplied })).toBeVisible();
    await expect(form.getByLabel('Coupon code')).toHaveValue('REST500');
    await page.screenshot({ path: screen('money-elite-signup'), fullPage: true });

    // The payment page posts the server-made form to PayU; its policy allows only the site and PayU.
    const paymentPage = page.waitForResponse((response) => response.url().includes('/payments/start'));
    await submitEliteSignupAndVerify(page, email);
    const csp = (await paymentPage).headers()['content-security-policy'] ?? '';
    await expect(page.getByRole('heading', { name: 'PayU (local sandbox)' })).toBeVisible();
    expect(csp).toContain(`form-action 'self' ${new URL(page.url()).origin}`);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');

    await payOnPayu(page, 'success');
    await expect(page).toHaveURL(/\/Home\/User\/PaymentSuccess\?payment_id=\d+/);
    await expect(page.getByRole('heading', { name: Messages.paymentSuccess })).toBeVisible();
    await page.screenshot({ path: screen('money-payment-success'), fullPage: true });

    // What the server decided: subscribed.
    const token = await apiToken(email, E2E_PASSWORD);
    const me = await apiGet<MemberUser>('user', token);
    expect(me.is_subscribed).toBe(1);

    // Elite features are open: the subscription page has nothing left to sell and sends the member Home,
    // where the Elite Account banner shows.
    await page.goto(`${urls.web}/subscribe`);
    await expect(page).toHaveURL(/\/Home\/User$/);
    await expect(page.getByRole('heading', { name: 'Elite Account' })).toBeVisible();
    await page.screenshot({ path: screen('money-home-elite'), fullPage: true });

    // The invoice is made by a background job: the Elite list shows it once it is issued.
    await expect(async () => {
      await page.goto(`${urls.web}/DownloadInvoice`);
      await expect(page.getByRole('link', { name: /^Download Invoice / })).toHaveCount(1, { timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByRole('link', { name: 'Elite Invoice' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('cell', { name: 'Elite Membership' })).toBeVisible();
    await page.screenshot({ path: screen('money-invoices'), fullPage: true });

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: /^Download Invoice / }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('invoice.pdf');
    const bytes = await readFile(await file.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  test('a refused coupon is cleared and the server message shows', async ({ page }) => {
    await page.goto(`${urls.web}/RegisterNew`);
    const form = page.getByRole('form', { name: 'Elite sign-up' });
    await form.getByLabel('Coupon code').fill('NO-SUCH-CODE');
    await form.getByRole('button', { name: 'Apply' }).click();
    await expect(form.getByText(BillingMessages.couponUnknown)).toBeVisible();
    await expect(form.getByLabel('Coupon code')).toHaveValue('');
  });

  test('a member upgrades from the subscription modal and PayU fails: the failure page offers another try', async ({
    page,
    signIn,
  }) => {
    const { email, password } = await createVerifiedMember('upgrade-fail');
    await signIn({ email, password }, { blueTickOffer: 'shown' });
    await page.getByRole('link', { name: 'Upgrade to Elite' }).click();
    const modal = page.getByRole('dialog', { name: Messages.eliteModalTitle });
    await expect(modal).toBeVisible();
    await expect(modal.getByLabel('Email')).toHaveValue(email);
    await expect(modal.getByText('1 year ₹999 (GST included)')).toBeVisible();
    await modal.getByLabel('Mobile').fill('9855555555');
    await page.screenshot({ path: screen('money-subscription-modal'), fullPage: true });
    await modal.getByRole('button', { name: 'Create Payment' }).click();

    await payOnPayu(page, 'failure');
    await expect(page).toHaveURL(/\/Home\/User\/Fail/);
    await expect(page.getByRole('heading', { name: Messages.paymentFailed })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Home', exact: true })).toBeVisible();
    await page.screenshot({ path: screen('money-payment-fail'), fullPage: true });

    // Nothing was activated; the same subscription can be paid again.
    const me = await apiGet<MemberUser>('user', await apiToken(email, password));
    expect(me.is_subscribed).toBe(0);
    await page.getByRole('link', { name: 'Try again' }).click();
    await payOnPayu(page, 'success');
    await expect(page.getByRole('heading', { name: Messages.paymentSuccess })).toBeVisible();
  });
});

test.describe('paying without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the subscription page and Continue to payment reach PayU', async ({ page, signIn }) => {
    const { email, password } = await createVerifiedMember('upgrade-nojs');
    await signIn({ email, password }, { blueTickOffer: 'shown' });
    await page.goto(`${urls.web}/subscribe`);
    const form = page.getByRole('form', { name: Messages.eliteModalTitle });
    await form.getByLabel('Mobile').fill('9866666666');
    await form.getByRole('button', { name: 'Create Payment' }).click();
    await expect(page.getByRole('button', { name: 'Continue to payment' })).toBeVisible();
    await page.screenshot({ path: screen('money-payu-nojs'), fullPage: true });
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByRole('heading', { name: 'PayU (local sandbox)' })).toBeVisible();
  });
});
