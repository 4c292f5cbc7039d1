import { DataRightsMessages } from '@app/contracts';

import { expect, signInMember, test } from '../support/fixtures';
import { createVerifiedMember, waitForMail } from '../support/mail';
import { screen } from '../support/screens';
import { urls } from '../support/urls';

test('a member exports their data, then deletes their account and cannot log in afterwards', async ({
  page,
  signIn,
}) => {
  const member = await createVerifiedMember('delete-me');
  await signIn(member);

  await page.goto(`${urls.web}/Home/User/setting`);
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();

  // Export first: the link comes by mail and downloads a zip.
  const since = new Date();
  await page
    .getByRole('region', { name: 'Export my data' })
    .getByRole('button', { name: 'Export my data' })
    .click();
  await expect(page.getByText(DataRightsMessages.exportQueued)).toBeVisible();
  const mail = await waitForMail(member.email, { match: /ready to download/, since, timeoutMs: 30_000 });
  const link = (mail.text ?? '').match(/https?:\/\/\S+\/api\/data-exports\/[A-Za-z0-9_-]{43}/)?.[0];
  expect(link).toBeTruthy();
  const download = await page.request.get(link!);
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toBe('application/zip');
  expect((await download.body()).subarray(0, 2).toString()).toBe('PK');

  const section = page.getByRole('region', { name: 'Delete my account' });

  // A wrong password: the account stays.
  await section.getByLabel('Password', { exact: true }).fill('not my password');
  await section.getByRole('button', { name: 'Delete my account' }).click();
  await expect(section.getByText(DataRightsMessages.wrongPassword).first()).toBeVisible();

  await section.getByLabel('Password', { exact: true }).fill(member.password);
  await page.screenshot({ path: screen('settings-delete'), fullPage: true });
  await section.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/account-deleted$/);
  await expect(page.getByRole('heading', { name: 'Your account has been deleted' })).toBeVisible();

  // Signed out: the member's pages send to login, and the login is refused.
  await page.goto(`${urls.web}/Home/User`);
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText(DataRightsMessages.accountGone)).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('without JavaScript, the password form names every missing field at once and then changes the password', async ({
  browser,
}) => {
  const member = await createVerifiedMember('settings-nojs');
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signInMember(page, member);
  await page.goto(`${urls.web}/Home/User/setting`);
  const section = page.getByRole('region', { name: 'Change password' });
  await section.getByRole('button', { name: 'Change password' }).click();
  // Each message next to its field (and listed in the form's summary).
  for (const [label, text] of [
    ['Current password', 'Current password is required'],
    ['New password', 'New password is required'],
    ['Confirm password', 'Confirm password is required'],
  ])
    await expect(section.getByLabel(label, { exact: true })).toHaveAccessibleDescription(text);

  await section.getByLabel('Current password').fill(member.password);
  await section.getByLabel('New password').fill('A-new-Secret#2026');
  await section.getByLabel('Confirm password').fill('A-new-Secret#2026');
  await section.getByRole('button', { name: 'Change password' }).click();
  await expect(section.getByText(DataRightsMessages.passwordChanged)).toBeVisible();
  // This session is kept.
  await page.goto(`${urls.web}/Home/User`);
  await expect(page).toHaveURL(/\/Home\/User$/);
  await context.close();
});
