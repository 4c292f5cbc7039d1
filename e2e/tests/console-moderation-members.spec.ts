import { expect, staff, test } from '../support/fixtures';
import { decide, listRows, openMenu } from '../support/moderation';
import { screen } from '../support/screens';
import { freshMember, uniqueWord } from '../support/social';
import { urls } from '../support/urls';

test('the superadmin finds a member by e-mail, suspends them (no more sign-in), lifts it, and reads both in the audit log', async ({
  page,
  browser,
  signInToConsole,
}) => {
  test.setTimeout(90_000);
  const member = await freshMember('susp', 'Sunil', uniqueWord());

  await signInToConsole(staff.superadmin);
  await openMenu(page, 'Members');
  await page.getByRole('textbox', { name: 'Name, e-mail or mobile' }).fill(member.email);
  const row = listRows(page).filter({ hasText: member.email });
  await expect(row).toHaveCount(1);
  await row.getByText(member.name).click();
  await expect(page).toHaveURL(/#\/members\/\d+\/show/);
  const memberId = page.url().match(/members\/(\d+)\/show/)![1]!;

  // The suspension dialog asks for the days and the reason.
  await page.getByRole('button', { name: 'Suspend', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('spinbutton', { name: 'Days' }).fill('3');
  await expect(dialog.getByRole('button', { name: 'Suspend' })).toBeDisabled();
  await dialog.getByRole('textbox', { name: /^Note/ }).fill('Spamming other members.');
  await dialog.getByRole('button', { name: 'Suspend' }).click();
  await expect(page.getByText('Member suspended.')).toBeVisible();
  // The status, and the action in the member's record with its days.
  await expect(page.getByText('Suspended', { exact: true })).toHaveCount(2);
  await expect(page.getByRole('row').filter({ hasText: 'Spamming other members.' })).toContainText('3');
  await page.screenshot({ path: screen('console-moderation-member-suspended'), fullPage: true });

  // The member cannot sign in while suspended, and is told until when.
  const context = await browser.newContext();
  const site = await context.newPage();
  await site.goto(`${urls.web}/login`);
  await site.getByLabel('Email').fill(member.email);
  await site.getByLabel('Password', { exact: true }).fill(member.password);
  await site.getByRole('button', { name: 'Login' }).click();
  await expect(site.getByText(/Your account is suspended until/)).toBeVisible();

  await decide(page, 'Lift suspension');
  await expect(page.getByText('Suspension lifted.')).toBeVisible();
  await site.getByRole('button', { name: 'Login' }).click();
  await expect(site).toHaveURL(/\/Home\/User$/);
  await context.close();

  // Both decisions are in the audit log, with who made them.
  await openMenu(page, 'Audit log');
  await page.getByRole('textbox', { name: 'Target type' }).fill('member');
  // The console applies a typed filter after a pause (react-admin's debounce), with the filters shown at
  // the time it was typed: a filter added before then would be taken away again. Wait until it is applied.
  await expect(page).toHaveURL(/target_type/);
  await page.getByRole('button', { name: 'Add filter' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Target' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('spinbutton', { name: 'Target' }).fill(memberId);
  const entries = listRows(page);
  await expect(entries.filter({ hasText: /suspend/i }).first()).toBeVisible();
  await expect(entries.filter({ hasText: /unsuspend/i }).first()).toBeVisible();
  await expect(entries.first()).toContainText('Superadmin');
  await page.screenshot({ path: screen('console-moderation-audit-log'), fullPage: true });
});

test('a moderator does not see the audit log, the superadmin’s screen', async ({ page, signInToConsole }) => {
  await signInToConsole(staff.moderator);
  await expect(page.getByRole('menuitem', { name: 'Review queue' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Audit log' })).toHaveCount(0);
  // The dashboard shows the queue's counts to moderators.
  await expect(page.getByText('Open items')).toBeVisible();
  await expect(page.getByTestId('stat-overdue')).toHaveText(/^\d+$/);
  // The demo's child-safety report is open in every fresh stack.
  await expect(page.getByTestId('stat-child_safety_open')).toHaveText(/^[1-9]\d*$/);
  await page.screenshot({ path: screen('console-moderation-dashboard'), fullPage: true });
});
