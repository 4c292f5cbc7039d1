import { expect, type Locator, type Page } from '@playwright/test';

import type { Credentials } from './fixtures';
import { nextTotpCode } from './totp';
import { urls } from './urls';

/** A staff token from the console's login route, for preparing data a journey is not about. */
export async function staffApiToken(who: Credentials): Promise<string> {
  const response = await fetch(`${urls.api}/admin-api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ email: who.email, password: who.password }),
  });
  if (!response.ok) throw new Error(`staff login answered ${response.status}: ${await response.text()}`);
  const answer = (await response.json()) as { token?: string; challenge?: string };
  if (answer.token) return answer.token;
  // Two-factor sign-in: the second step with the code computed from the account's development secret.
  if (!who.totpSecret) throw new Error(`${who.email} needs a two-factor code`);
  const second = await fetch(`${urls.api}/admin-api/auth/login/code`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({
      challenge: answer.challenge,
      code: await nextTotpCode(who.email, who.totpSecret),
    }),
  });
  if (!second.ok) throw new Error(`staff code answered ${second.status}: ${await second.text()}`);
  return ((await second.json()) as { token: string }).token;
}

/** Adds a watched word through the admin API; answers its id (to delete it again). */
export async function addWatchedWord(token: string, word: string): Promise<number> {
  const response = await fetch(`${urls.api}/admin-api/watched-words`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      authorization: `Bearer ${token}`,
    },
    body: JSON.stringify({ word }),
  });
  if (response.status !== 201)
    throw new Error(`watched-words answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { id: number }).id;
}

export async function deleteWatchedWord(token: string, id: number): Promise<void> {
  await fetch(`${urls.api}/admin-api/watched-words/${id}`, {
    method: 'DELETE',
    headers: { accept: 'application/json', authorization: `Bearer ${token}` },
  });
}

/** The data rows of the console's list on the page (the header row left out). */
export const listRows = (page: Page): Locator => page.locator('table tbody tr');

/**
 * Runs a decision of the console: the button, its confirmation dialog with a note, the dialog's button of the
 * same name.
 */
export async function decide(page: Page, button: string, note?: string, scope: Page | Locator = page) {
  await scope.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  if (note) await dialog.getByRole('textbox', { name: /^Note/ }).fill(note);
  await dialog.getByRole('button', { name: button, exact: true }).click();
}

/** Opens a console screen from the menu. */
export async function openMenu(page: Page, entry: string) {
  await page.getByRole('menuitem', { name: entry }).click();
}
