import { expect, type Page } from '@playwright/test';

import { payOnPayu } from './money';
import { signInMember as signIn } from './fixtures';
import { freshMember, uniqueWord, type Member } from './social';
import { urls } from './urls';

/** A fresh, verified, signed-in restaurant owner (India, so Elite is paid through PayU). Not Elite. */
export async function freshOwner(page: Page, prefix: string): Promise<Member> {
  const owner = await freshMember(prefix, 'Omar', uniqueWord());
  await signIn(page, owner);
  return owner;
}

/**
 * Makes the signed-in member Elite the way a member does: the subscription page (its form is the modal's),
 * Create Payment, and the PayU sandbox's Pay (success). The journeys that are not about upgrading use it.
 */
export async function becomeElite(page: Page) {
  await page.goto(`${urls.web}/subscribe`);
  const form = page.getByRole('form', { name: 'Make this an Elite Account' });
  await form.getByLabel('Mobile').fill('9822222222');
  await form.getByRole('button', { name: 'Create Payment' }).click();
  await payOnPayu(page, 'success');
  await expect(page.getByRole('heading', { name: 'Your Payment Was Successful!' })).toBeVisible();
}

/** The owner area's left menu. */
export const ownerMenu = (page: Page) => page.getByRole('navigation', { name: 'Main Manu' });
