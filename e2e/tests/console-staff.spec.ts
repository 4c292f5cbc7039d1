import { expect, staff, submitConsoleCode, submitConsoleLogin, test } from '../support/fixtures';
import { waitForMail } from '../support/mail';
import { urls } from '../support/urls';

test.describe('staff accounts and two-factor sign-in', () => {
  test('a superadmin invites a staff member, who sets a password from the link and signs in', async ({
    page,
    browser,
    signInToConsole,
  }) => {
    const email = `invited-${Date.now()}@restaurant.local`;
    const password = 'an-invited-staff-password-1';
    const since = new Date();

    await signInToConsole(staff.superadmin);
    await page.getByRole('menuitem', { name: 'Staff' }).click();
    await page.getByRole('link', { name: 'Invite staff' }).click();
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('textbox', { name: 'Name' }).fill('Invited Editor');
    await page.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Content editor' }).click();
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByRole('cell', { name: email })).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(email) })).toContainText(
      'Invited (no password yet)',
    );

    // The invitation e-mail's link opens the console's set-password page, without signing in.
    const mail = await waitForMail(email, { since, match: /staff account/ });
    const link = (mail.text ?? '').match(/https?:\/\/\S+accept-invite\?token=[\w-]+/)?.[0];
    expect(link).toBeTruthy();
    const invited = await (await browser.newContext()).newPage();
    await invited.goto(link!.replace(/^https?:\/\/[^/]+/, urls.admin));
    await invited.getByLabel('New password').fill(password);
    await invited.getByLabel('Repeat the password').fill(password);
    await invited.getByRole('button', { name: 'Set password' }).click();
    await expect(invited.getByText(`Your password is set. Sign in as ${email}.`)).toBeVisible();

    // The link works once.
    const again = await invited.context().newPage();
    await again.goto(link!.replace(/^https?:\/\/[^/]+/, urls.admin));
    await again.getByLabel('New password').fill(`${password}-again`);
    await again.getByLabel('Repeat the password').fill(`${password}-again`);
    await again.getByRole('button', { name: 'Set password' }).click();
    await expect(again.getByText(/invalid, expired or already used/)).toBeVisible();

    await invited.goto(urls.admin);
    await submitConsoleLogin(invited, { email, password });
    await expect(invited.getByText('Role: Content editor')).toBeVisible();
    await invited.context().close();
  });

  test('finance signs in with a code from the authenticator app', async ({ page }) => {
    await page.goto(urls.admin);
    await submitConsoleLogin(page, staff.finance);
    // The password alone does not open the console: the second step asks for the code.
    await expect(page.getByRole('textbox', { name: 'Code' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Code' }).fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert')).toContainText('That code is not valid');
    await submitConsoleCode(page, staff.finance);
    await expect(page.getByText('Role: Finance')).toBeVisible();
  });
});
