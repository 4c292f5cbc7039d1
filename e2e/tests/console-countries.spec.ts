import type { Page } from '@playwright/test';
import { expect, staff, submitConsoleLogin, test } from '../support/fixtures';
import { urls } from '../support/urls';

/** Calls the console made to the admin API other than the auth endpoints, i.e. data it loaded. */
function recordDataCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/admin-api/') && !pathname.startsWith('/admin-api/auth/')) calls.push(pathname);
  });
  return calls;
}

test.describe('staff console: countries', () => {
  test('shows only the login form to a visitor who has not signed in', async ({ page }) => {
    const dataCalls = recordDataCalls(page);

    await page.goto(`${urls.admin}/#/countries`);

    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(page).toHaveURL(/#\/login/);
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Countries' })).toHaveCount(0);
    expect(dataCalls).toEqual([]);
  });

  test('a superadmin signs in, browses countries and their states, and signs out', async ({
    page,
    signInToConsole,
  }) => {
    const dataCalls = recordDataCalls(page);
    await page.goto(urls.admin);

    // A wrong password is refused with a notification and the login form stays.
    await submitConsoleLogin(page, { ...staff.superadmin, password: `${staff.superadmin.password}-wrong` });
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByRole('alert')).not.toBeEmpty();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(page).toHaveURL(/#\/login/);
    expect(dataCalls).toEqual([]);

    await signInToConsole(staff.superadmin);
    await expect(page.getByText(/^Role: Superadmin$/)).toBeVisible();

    // The list shows the whole reference data set, paged.
    await page.getByRole('menuitem', { name: 'Countries' }).click();
    await expect(page).toHaveURL(/#\/countries/);
    await expect(page.getByText(/^1-\d+ of 250$/)).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Name' })).toBeVisible();

    // Searching narrows the list to the matching names.
    await page.getByRole('textbox', { name: 'Search' }).fill('ind');
    const india = page.getByRole('cell', { name: /^\S*\s*India$/ });
    await expect(india).toBeVisible();
    await expect(page.getByText(/^1-\d+ of 250$/)).toHaveCount(0);
    await expect(page.getByRole('cell', { name: /Afghanistan/ })).toHaveCount(0);

    // A country shows its fields and its states, paged by name: Gujarat is on the second page of ten.
    await india.click();
    await expect(page).toHaveURL(/#\/countries\/101\/show/);
    await expect(page.getByText('IND', { exact: true })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Andhra Pradesh', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect(page.getByRole('cell', { name: 'Gujarat', exact: true })).toBeVisible();

    // Signing out returns to the login form, and the console no longer opens without signing in again.
    // (The app bar hides while scrolling down; scrolling back up brings it back, as for a person.)
    await page.mouse.wheel(0, -10_000);
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(page).toHaveURL(/#\/login/);

    const callsBefore = dataCalls.length;
    await page.goto(`${urls.admin}/#/countries`);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(dataCalls.length).toBe(callsBefore);
  });
});
