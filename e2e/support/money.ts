import { expect, type Page } from '@playwright/test';

import { waitForOtp } from './mail';
import { urls } from './urls';

/** A fresh address for a journey's own account. */
export function uniqueEmail(prefix: string) {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
}

export const E2E_PASSWORD = 'Pw-Money#2026';

/** Where the member lives: India (PayU) by default; a foreign place pays through Razorpay. */
export interface Place {
  country: string;
  state: string;
  city: string;
}

export const INDIA: Place = { country: 'India', state: 'Gujarat', city: 'Surat' };
export const UAE: Place = { country: 'United Arab Emirates', state: 'Dubai', city: 'Dubai' };

/** Fills the elite sign-up form on /RegisterNew (terms accepted), without submitting it. */
export async function fillEliteSignup(page: Page, email: string, place: Place = INDIA) {
  const form = page.getByRole('form', { name: 'Elite sign-up' });
  await form.getByLabel('Business type').selectOption('6');
  await form.getByLabel('Business name').fill('Money Journey Bistro');
  await form.getByLabel('First name').fill('Mona');
  await form.getByLabel('Last name').fill('Paywright');
  await form.getByLabel('Phone').fill('9844444444');
  if (place.country !== INDIA.country)
    await form.getByLabel('Country').selectOption({ label: place.country });
  // The lists arrive from /resources/locations once the country and then the state are chosen.
  await expect(
    form.getByLabel('State').locator('option', { hasText: new RegExp(`^${place.state}$`) }),
  ).toHaveCount(1);
  await form.getByLabel('State').selectOption({ label: place.state });
  await expect(
    form.getByLabel('City').locator('option', { hasText: new RegExp(`^${place.city}$`) }),
  ).toHaveCount(1);
  await form.getByLabel('City').selectOption({ label: place.city });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await form.getByLabel('Confirm password').fill(E2E_PASSWORD);
  await form.getByRole('checkbox', { name: /I am 18 or older/ }).check();
  return form;
}

/** Pay Now, then the mailed code in the OTP step: the browser ends up at the payment provider. */
export async function submitEliteSignupAndVerify(page: Page, email: string) {
  const since = new Date();
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page).toHaveURL(/\/RegisterNew\?verify=/);
  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  await page.getByLabel('One-time password').fill(await waitForOtp(email, { since }));
  await page.getByRole('button', { name: 'Verify and pay' }).click();
}

/** On the PayU sandbox's hosted page: Pay (success) or Fail. The sandbox then posts back to the API. */
export async function payOnPayu(page: Page, outcome: 'success' | 'failure') {
  await expect(page.getByRole('heading', { name: 'PayU (local sandbox)' })).toBeVisible();
  await page.getByRole('button', { name: outcome === 'success' ? 'Pay (success)' : 'Fail' }).click();
}

/** In the Razorpay sandbox's Checkout frame on the site's payment page: Pay (success) or Fail. */
export async function payOnRazorpay(page: Page, outcome: 'success' | 'failure') {
  const frame = page.frameLocator('iframe[title="Razorpay Checkout (local sandbox)"]');
  await frame.getByRole('button', { name: outcome === 'success' ? 'Pay (success)' : 'Fail' }).click();
}

/** The member API as the signed-in member sees it (the journeys check what the server decided). */
export async function apiToken(email: string, password: string): Promise<string> {
  const response = await fetch(`${urls.api}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ email, password, remember_me: '0' }),
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data: { authorization: string } };
  return body.data.authorization.replace(/^Bearer\s+/i, '');
}

export async function apiGet<T>(path: string, token: string): Promise<T> {
  const response = await fetch(`${urls.api}/api/${path}`, {
    headers: { accept: 'application/json', authorization: `Bearer ${token}` },
  });
  expect(response.status, `GET ${path}`).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** A one-page PDF that ends with its end-of-file marker (what the API's content check asks for). */
export function tinyPdf(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
}

/** A 1x1 PNG that decodes. */
export function tinyPng(): Buffer {
  return Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
}
