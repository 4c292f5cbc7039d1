import { Messages } from '@app/contracts';

import { expect, staff, test } from '../support/fixtures';
import { listRows, openMenu } from '../support/moderation';
import { fillEliteSignup, payOnPayu, submitEliteSignupAndVerify, uniqueEmail } from '../support/money';
import { screen } from '../support/screens';
import { urls } from '../support/urls';

test('the superadmin creates a coupon in the console that a member then applies and pays with on the site', async ({
  page,
  browser,
  signInToConsole,
}) => {
  test.setTimeout(120_000);
  const code = `E2E${Date.now().toString(36).toUpperCase()}`;

  // The console: a fixed ₹300 coupon for Elite, five uses in all, one per member.
  await signInToConsole(staff.superadmin);
  // The superadmin's dashboard: revenue, sign-ups and the queues, with the queue dashboard one click away.
  await expect(page.getByRole('heading', { name: 'Revenue (INR), last 30 days' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign-ups, last 30 days' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Background jobs' })).toBeVisible();
  await page.screenshot({ path: screen('console-dashboard-superadmin'), fullPage: true });
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Open the queue dashboard' }).click();
  const board = await popup;
  await expect(board).toHaveURL(/\/admin-api\/queues\/board\/$/);
  await expect(board.getByText('email').first()).toBeVisible();
  await board.screenshot({ path: screen('console-queue-board'), fullPage: true });
  await board.close();

  await openMenu(page, 'Coupons');
  await page.getByRole('link', { name: 'Create' }).first().click();
  await page.getByRole('textbox', { name: 'Code' }).fill(code);
  // Rupees, as staff think of them (stored in paise).
  await page.getByRole('spinbutton', { name: 'Amount off' }).fill('300');
  await page.getByRole('combobox', { name: 'Plan' }).click();
  await page.getByRole('option', { name: 'Elite Membership' }).click();
  await page.getByRole('spinbutton', { name: 'Total uses allowed' }).fill('5');
  await page.screenshot({ path: screen('console-coupon-create'), fullPage: true });
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('textbox', { name: 'Search' }).fill(code);
  const row = listRows(page).filter({ hasText: code });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('₹300.00');
  await expect(row).toContainText('0 / 5');

  // The site, as a new member: the coupon applies on the Elite sign-up, and PayU is asked for the rest.
  const member = await (await browser.newContext()).newPage();
  const email = uniqueEmail('console-coupon');
  await member.goto(`${urls.web}/RegisterNew`);
  const form = await fillEliteSignup(member, email);
  await form.getByLabel('Coupon code').fill(code);
  await form.getByRole('button', { name: 'Apply' }).click();
  await expect(form.getByRole('status').filter({ hasText: Messages.couponApplied })).toBeVisible();
  await expect(form.getByText(/You pay .*699/)).toBeVisible();
  await member.screenshot({ path: screen('console-coupon-applied'), fullPage: true });
  await submitEliteSignupAndVerify(member, email);
  await payOnPayu(member, 'success');
  await expect(member.getByRole('heading', { name: Messages.paymentSuccess })).toBeVisible();

  // Back in the console, the coupon shows its first use.
  await page.reload();
  await expect(listRows(page).filter({ hasText: code })).toContainText('1 / 5');
  await page.screenshot({ path: screen('console-coupon-used'), fullPage: true });
});
