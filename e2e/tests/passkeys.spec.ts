import { expect, test } from '../support/fixtures';
import { staff, submitConsoleCode, submitConsoleLogin } from '../support/fixtures';
import { createVerifiedMember } from '../support/mail';
import { addVirtualAuthenticator, onLocalhost, virtualCredentials } from '../support/passkeys';
import { screen } from '../support/screens';
import { urls } from '../support/urls';

const web = onLocalhost(urls.web);
const admin = onLocalhost(urls.admin);

test.describe('passkeys (decision 222)', () => {
  test('a member adds a passkey in settings, then signs in with it instead of a password', async ({
    page,
  }) => {
    const member = await createVerifiedMember('passkey');
    const authenticator = await addVirtualAuthenticator(page);
    await page.addInitScript(() => window.sessionStorage.setItem('bluetick-offer-dismissed', '1'));

    await page.goto(`${web}/login`);
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/Home\/User$/);

    await page.goto(`${web}/Home/User/setting`);
    await page.getByRole('link', { name: 'Manage passkeys' }).click();
    await expect(page.getByRole('heading', { name: 'Passkeys', level: 1 })).toBeVisible();
    await expect(page.getByText('You have no passkeys yet.')).toBeVisible();
    await page.getByLabel('Passkey name').fill('Kitchen laptop');
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(page.getByText('Passkey added.')).toBeVisible();
    await expect(page.getByText('Kitchen laptop')).toBeVisible();
    await expect(page.getByText('not used yet')).toBeVisible();
    const [made] = await virtualCredentials(authenticator);
    expect(made).toMatchObject({ isResidentCredential: true, rpId: 'localhost' });
    await page.screenshot({ path: screen('passkeys-member-added') });

    // Signed out (the cookie gone), the login page offers the passkey: no e-mail, no password.
    await page.context().clearCookies();
    await page.goto(`${web}/login`);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(page).toHaveURL(/\/Home\/User$/);
    const [used] = await virtualCredentials(authenticator);
    expect(used!.signCount).toBeGreaterThan(made!.signCount);

    await page.goto(`${web}/Home/User/passkeys`);
    await expect(page.getByText(/last used \d{4}-\d{2}-\d{2}/)).toBeVisible();
    await page.getByRole('button', { name: 'Remove Kitchen laptop' }).click();
    await expect(page.getByText('Passkey removed.')).toBeVisible();
    await expect(page.getByText('You have no passkeys yet.')).toBeVisible();
  });

  test('a staff member uses a passkey as the second step instead of the code', async ({ page }) => {
    const finance = staff.finance;
    await addVirtualAuthenticator(page);

    await page.goto(admin);
    await submitConsoleLogin(page, finance);
    await submitConsoleCode(page, finance);
    await expect(page.getByText(/^Role: /)).toBeVisible();

    await page.goto(`${admin}/#/two-factor`);
    await expect(page.getByText('No passkeys yet.')).toBeVisible();
    await page.getByLabel('Passkey name').fill('Desk key');
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(page.getByRole('list', { name: 'Passkeys' }).getByText('Desk key')).toBeVisible();
    await page.screenshot({ path: screen('passkeys-staff-added') });

    // A new tab's worth of console: the staff session lives in sessionStorage.
    await page.evaluate(() => window.sessionStorage.clear());
    await page.goto(admin);
    await page.reload();
    await submitConsoleLogin(page, finance);
    await expect(page.getByRole('textbox', { name: 'Code' })).toBeVisible();
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await expect(page.getByText(/^Role: /)).toBeVisible();

    // Leave the shared demo account as it was.
    await page.goto(`${admin}/#/two-factor`);
    await page.getByRole('button', { name: 'Remove Desk key' }).click();
    await expect(page.getByText('No passkeys yet.')).toBeVisible();
  });
});
