import { Messages } from '@app/contracts';
import { expect, test } from '@playwright/test';

import { createVerifiedMember, waitForResetLink } from '../support/mail';
import { urls } from '../support/urls';
import { screen } from '../support/screens';

test('forgot password mails a link that sets a new password to log in with', async ({ page }) => {
  const { email } = await createVerifiedMember('reset');
  const newPassword = 'Pw-Renewed#2026';

  await page.goto(`${urls.web}/Forgot`);
  await page.screenshot({ path: screen('forgot'), fullPage: true });
  const since = new Date();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the home page' })).toBeVisible();
  await page.screenshot({ path: screen('forgot-sent'), fullPage: true });

  const link = await waitForResetLink(email, { since });
  // Open the mailed link on the site under test, whatever origin the API put in it.
  await page.goto(`${urls.web}/reset-password${link.search}`);
  await page.getByLabel('New password').fill(newPassword);
  await page.getByLabel('Confirm password').fill(newPassword);
  await page.screenshot({ path: screen('reset-password'), fullPage: true });
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('status')).toHaveText(Messages.passwordUpdated);
  // With JavaScript the page returns to / after 2 seconds.
  await expect(page).toHaveURL(`${urls.web}/`, { timeout: 5_000 });

  await page.goto(`${urls.web}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/Home\/User$/);
});
