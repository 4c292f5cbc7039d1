import { DEFAULT_CITY_ID, DEFAULT_COUNTRY_ID, DEFAULT_STATE_ID } from '@app/contracts';

import { urls } from './urls';

/** A message as the maildev REST API lists it. */
export interface CaughtMail {
  id: string;
  subject: string;
  time: string;
  to: Array<{ address: string }>;
  text?: string;
  html?: string;
}

// maildev serves its REST API under /api in recent versions and at the root in older ones.
async function mailApi(path: string, init?: RequestInit): Promise<Response> {
  const base = urls.mail.replace(/\/+$/, '');
  const response = await fetch(`${base}/api${path}`, init);
  if (response.status !== 404) return response;
  return fetch(`${base}${path}`, init);
}

export async function listMail(): Promise<CaughtMail[]> {
  const response = await mailApi('/email');
  if (!response.ok) throw new Error(`maildev answered ${response.status}`);
  return (await response.json()) as CaughtMail[];
}

/** Removes every caught message. */
export async function clearMail(): Promise<void> {
  await mailApi('/email/all', { method: 'DELETE' });
}

/**
 * Polls maildev for the newest message to `address` (optionally one whose subject or text matches `match`,
 * and newer than `since`), until `timeoutMs`.
 */
export async function waitForMail(
  address: string,
  options: { match?: RegExp; since?: Date; timeoutMs?: number } = {},
): Promise<CaughtMail> {
  const deadline = Date.now() + (options.timeoutMs ?? 15_000);
  const wanted = address.toLowerCase();
  for (;;) {
    const found = (await listMail())
      .filter((mail) => mail.to.some((to) => to.address.toLowerCase() === wanted))
      .filter((mail) => !options.since || new Date(mail.time).getTime() >= options.since.getTime() - 1000)
      .filter((mail) => !options.match || options.match.test(`${mail.subject}\n${mail.text ?? ''}`))
      .sort((a, b) => new Date(b.time).getTime() - new Date(a.time).getTime());
    if (found[0]) return found[0];
    if (Date.now() > deadline) throw new Error(`no mail to ${address} within the time limit`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** The 6-digit one-time password of the newest verification mail to `address`. */
export async function waitForOtp(
  address: string,
  options: { since?: Date; timeoutMs?: number } = {},
): Promise<string> {
  const mail = await waitForMail(address, { ...options, match: /\b\d{6}\b/ });
  const otp = `${mail.subject}\n${mail.text ?? ''}`.match(/\b(\d{6})\b/)?.[1];
  if (!otp) throw new Error(`no 6-digit code in "${mail.subject}"`);
  return otp;
}

/** The password-reset link (…/reset-password?token=…&email=…) of the newest reset mail to `address`. */
export async function waitForResetLink(
  address: string,
  options: { since?: Date; timeoutMs?: number } = {},
): Promise<URL> {
  const mail = await waitForMail(address, { ...options, match: /reset-password/ });
  const body = `${mail.text ?? ''}\n${mail.html ?? ''}`;
  const link = body.match(/https?:\/\/[^\s"'<>]+reset-password\?[^\s"'<>]+/)?.[0];
  if (!link) throw new Error(`no reset link in "${mail.subject}"`);
  return new URL(link.replace(/&amp;/g, '&'));
}

/**
 * Creates a member through the API (POST users) and verifies it with the mailed code, so journeys that
 * need a fresh verified account can start from the login form. Returns the credentials.
 */
export async function createVerifiedMember(prefix: string, overrides: Record<string, string> = {}) {
  const email = `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
  const password = 'E2e-Secret#2026';
  const since = new Date();
  const post = (path: string, body: unknown) =>
    fetch(`${urls.api.replace(/\/+$/, '')}/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
  const created = await post('users', {
    business_name: 'E2E Kitchen',
    first_name: 'Test',
    last_name: 'Member',
    email,
    mobile_no: '9811111111',
    password,
    password_confirmation: password,
    user_type: '6',
    country_id: DEFAULT_COUNTRY_ID,
    state_id: DEFAULT_STATE_ID,
    city_id: DEFAULT_CITY_ID,
    ...overrides,
  });
  if (created.status !== 201) throw new Error(`sign-up answered ${created.status}: ${await created.text()}`);
  const otp = await waitForOtp(email, { since });
  const verified = await post('verify-email', { email, email_otp: otp });
  if (verified.status !== 200)
    throw new Error(`verify-email answered ${verified.status}: ${await verified.text()}`);
  return { email, password };
}
