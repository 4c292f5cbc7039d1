import { expect, staff, submitConsoleCode, submitConsoleLogin, test } from '../support/fixtures';
import { waitForMail } from '../support/mail';
import { nextTotpCode } from '../support/totp';
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

  test('an invited finance member must set up two-factor sign-in before any screen', async ({
    page,
    browser,
    signInToConsole,
  }) => {
    test.setTimeout(60_000);
    const email = `invited-finance-${Date.now()}@restaurant.local`;
    const password = 'an-invited-finance-password-1';
    const since = new Date();
    await signInToConsole(staff.superadmin);
    await page.goto(`${urls.admin}/#/staff/create`);
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('textbox', { name: 'Name' }).fill('Invited Finance');
    await page.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Finance' }).click();
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByRole('cell', { name: email })).toBeVisible();

    const mail = await waitForMail(email, { since, match: /staff account/ });
    const link = (mail.text ?? '').match(/https?:\/\/\S+accept-invite\?token=[\w-]+/)![0];
    const invited = await (await browser.newContext()).newPage();
    await invited.goto(link.replace(/^https?:\/\/[^/]+/, urls.admin));
    await invited.getByLabel('New password').fill(password);
    await invited.getByLabel('Repeat the password').fill(password);
    await invited.getByRole('button', { name: 'Set password' }).click();
    await invited.getByRole('link', { name: 'Go to sign in' }).click();
    await submitConsoleLogin(invited, { email, password });

    // Finance requires a second factor: the set-up comes first, and nothing else is reachable.
    await expect(invited.getByRole('heading', { name: 'Set up two-factor sign-in' })).toBeVisible();
    await expect(invited.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    await expect(invited.getByText(/^Role: /)).toHaveCount(0);
    const secret = (await invited.getByTestId('totp-secret').textContent())!;
    await invited
      .getByRole('textbox', { name: 'Code from your app' })
      .fill(await nextTotpCode(email, secret));
    await invited.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    const codes = invited.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    const recovery = (await codes.first().textContent())!;
    await invited.getByRole('button', { name: 'I have saved my recovery codes' }).click();
    await expect(invited.getByText('Role: Finance')).toBeVisible();

    // The next sign-in asks for a code; a recovery code does it, once.
    await invited.getByRole('button', { name: 'Profile' }).click();
    await invited.getByRole('menuitem', { name: 'Logout' }).click();
    await submitConsoleLogin(invited, { email, password });
    await invited.getByRole('textbox', { name: 'Code' }).fill(recovery);
    await invited.getByRole('button', { name: 'Verify' }).click();
    await expect(invited.getByText('Role: Finance')).toBeVisible();
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
