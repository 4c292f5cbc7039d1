import { Messages, type MemberUser } from '@app/contracts';
import { expect, test } from '@playwright/test';

import {
  apiGet,
  apiToken,
  E2E_PASSWORD,
  fillEliteSignup,
  payOnRazorpay,
  submitEliteSignupAndVerify,
  UAE,
  uniqueEmail,
} from '../support/money';
import { screen } from '../support/screens';
import { urls } from '../support/urls';

test.describe('elite membership through Razorpay (members outside India)', () => {
  test('a member in the UAE signs up, pays in the Razorpay Checkout on the site and is Elite', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail('elite-uae');
    await page.goto(`${urls.web}/RegisterNew`);
    const form = await fillEliteSignup(page, email, UAE);
    // The price follows the country: the UAE's own amount, not the Indian one.
    await expect(form.locator('p.price strong')).not.toContainText('Rs.');
    // Everywhere on the page, with its currency and the tax note (issue 38 item 4): no rupee price left.
    await expect(page.locator('p.price strong')).toHaveText('AED 45 (no tax added) / 1 year');
    await expect(page.locator('.plan-option--elite .plan-option__price')).toContainText(
      'AED 45 (no tax added)',
    );
    await expect(page.getByText('₹999')).toHaveCount(0);
    await page.screenshot({ path: screen('money-elite-signup-uae'), fullPage: true });

    const paymentPage = page.waitForResponse((response) => response.url().includes('/payments/start'));
    await submitEliteSignupAndVerify(page, email);
    const csp = (await paymentPage).headers()['content-security-policy'] ?? '';
    await expect(page.getByText('You are paying AED 45 (no tax added) for')).toBeVisible();
    const frame = page.locator('iframe[title="Razorpay Checkout (local sandbox)"]');
    await expect(frame).toBeVisible();
    // The provider's script and frame, nothing else: computed from the checkout answer.
    const provider = new URL((await frame.getAttribute('src')) ?? '').origin;
    expect(csp).toContain(`script-src 'self' ${provider}`);
    expect(csp).toContain(`frame-src ${provider}`);
    await page.screenshot({ path: screen('money-razorpay-checkout'), fullPage: true });

    await payOnRazorpay(page, 'success');
    await expect(page).toHaveURL(/\/Home\/User\/PaymentSuccess\?payment_id=\d+/);
    await expect(page.getByRole('heading', { name: Messages.paymentSuccess })).toBeVisible();

    const me = await apiGet<MemberUser>('user', await apiToken(email, E2E_PASSWORD));
    expect(me.is_subscribed).toBe(1);
    expect(me.country?.id).toBe(231);
  });

  test('a failed Razorpay payment goes to the failure page', async ({ page }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail('elite-uae-fail');
    await page.goto(`${urls.web}/RegisterNew`);
    await fillEliteSignup(page, email, UAE);
    await submitEliteSignupAndVerify(page, email);
    await payOnRazorpay(page, 'failure');
    await expect(page).toHaveURL(/\/Home\/User\/Fail/);
    await expect(page.getByRole('heading', { name: Messages.paymentFailed })).toBeVisible();
    const me = await apiGet<MemberUser>('user', await apiToken(email, E2E_PASSWORD));
    expect(me.is_subscribed).toBe(0);
  });
});
