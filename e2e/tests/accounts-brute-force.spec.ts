import { COMMON_PASSWORD_MESSAGE, SignInChallengeMessages } from '@app/contracts';
import { expect, staff, test } from '../support/fixtures';

import { createVerifiedMember } from '../support/mail';
import { urls } from '../support/urls';

/** Wrong passwords for `email` from `count` different addresses (the API trusts the local proxy's header). */
async function attackFromManyAddresses(
  email: string,
  count: number,
  path = '/api/login',
): Promise<Set<number>> {
  const statuses = new Set<number>();
  for (let start = 0; start < count; start += 10) {
    const batch = Array.from({ length: Math.min(10, count - start) }, (_, i) =>
      fetch(`${urls.api.replace(/\/+$/, '')}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'x-forwarded-for': `10.77.${Math.floor((start + i) / 250)}.${((start + i) % 250) + 1}`,
        },
        body: JSON.stringify({ email, password: 'not-the-password-1' }),
      }),
    );
    for (const res of await Promise.all(batch)) statuses.add(res.status);
  }
  return statuses;
}

test.describe('brute force without lockout', () => {
  test('after 100 failures from 100 addresses, the login page solves the check and the member signs in', async ({
    page,
  }) => {
    const member = await createVerifiedMember('pow');
    expect(await attackFromManyAddresses(member.email, 100)).toContain(428);

    await page.goto(`${urls.web}/login`);
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password', { exact: true }).fill(member.password);
    const asked = page.waitForResponse((res) => res.request().method() === 'POST' && res.status() === 428);
    await page.getByRole('button', { name: 'Login' }).click();
    // The site was asked for the check, solved it in the browser and sent the form again by itself.
    await asked;
    await expect(page).toHaveURL(/\/Home\/User$/, { timeout: 30_000 });
  });

  test('after failures from many addresses, the console solves the check and staff sign in', async ({
    page,
    signInToConsole,
  }) => {
    const attacked = await attackFromManyAddresses(staff.contentEditor.email, 20, '/admin-api/auth/login');
    expect(attacked).toContain(428);
    const asked = page.waitForResponse((res) => res.url().includes('/auth/login') && res.status() === 428);
    await signInToConsole(staff.contentEditor);
    await asked;
  });

  test('without JavaScript the login page says the check needs it', async ({ browser }) => {
    const member = await createVerifiedMember('pow-nojs');
    await attackFromManyAddresses(member.email, 10);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${urls.web}/login`);
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText(SignInChallengeMessages.noScript)).toBeVisible();
    await context.close();
  });
});

test.describe('weak passwords', () => {
  test('the sign-up form shows strength while typing and refuses a common password', async ({ page }) => {
    await page.goto(`${urls.web}/Register`);
    const form = page.getByRole('form', { name: 'Free sign-up' });
    await form.getByLabel('Business type').selectOption('6');
    await form.getByLabel('Business name').fill('Strength Bistro');
    await form.getByLabel('First name').fill('Sam');
    await form.getByLabel('Last name').fill('Strong');
    await form.getByLabel('Phone').fill('9822222223');
    await form.getByLabel('State').selectOption({ label: 'Gujarat' });
    await expect(form.getByLabel('City').locator('option', { hasText: /^Surat$/ })).toHaveCount(1);
    await form.getByLabel('City').selectOption({ label: 'Surat' });
    await form.getByLabel('Email').fill(`weak-${Date.now()}@example.test`);

    const password = form.getByLabel('Password', { exact: true });
    await password.pressSequentially('qwertyuiop');
    await expect(form.getByText('Strength: Very weak')).toBeVisible();
    await password.fill('');
    await password.pressSequentially('Tandoor-lanterns 7 smoke');
    await expect(form.getByText('Strength: Strong')).toBeVisible();

    await password.fill('qwertyuiop');
    await form.getByLabel('Confirm password').fill('qwertyuiop');
    await form.getByRole('checkbox', { name: /I am 18 or older/ }).check();
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(form.getByText(COMMON_PASSWORD_MESSAGE).first()).toBeVisible();
  });
});
