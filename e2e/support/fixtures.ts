import {
  DEMO_STAFF_BY_ROLE,
  DEMO_STAFF_PASSWORD,
  DEV_SUPERADMIN,
  DEV_TOTP_SECRETS,
} from '@app/contracts/demo';
import { test as base, expect, type BrowserContextOptions, type Page } from '@playwright/test';

import { nextTotpCode } from './totp';
import { demo, urls } from './urls';

/** Whoever signs in: a member of the site or a staff account of the console. */
export interface Credentials {
  email: string;
  password: string;
  /** Staff with two-factor sign-in: the DEVELOPMENT ONLY secret their codes are computed from. */
  totpSecret?: string;
}

/** The seeded staff accounts and the development superadmin, for the console journeys. */
export const staff = {
  superadmin: { ...demo.superadmin, totpSecret: DEV_TOTP_SECRETS[DEV_SUPERADMIN.email] },
  finance: {
    ...DEMO_STAFF_BY_ROLE.finance,
    password: DEMO_STAFF_PASSWORD,
    totpSecret: DEV_TOTP_SECRETS[DEMO_STAFF_BY_ROLE.finance.email],
  },
  moderator: { ...DEMO_STAFF_BY_ROLE.moderator, password: DEMO_STAFF_PASSWORD },
  secondModerator: { ...DEMO_STAFF_BY_ROLE.moderator2, password: DEMO_STAFF_PASSWORD },
  contentEditor: { ...DEMO_STAFF_BY_ROLE.content_editor, password: DEMO_STAFF_PASSWORD },
} satisfies Record<string, Credentials>;

export interface MemberSignInOptions {
  /**
   * Accounts of 15 days or less are offered the blue tick in a dialog on their first visit to Home in a
   * browser session. Most journeys are about other things, so the offer counts as already dismissed;
   * the money journeys that are about it keep it.
   */
  blueTickOffer?: 'dismissed' | 'shown';
}

interface SignInFixtures {
  /** Signs a member in on this test's page through the login form and waits for Home. */
  signIn: (member: Credentials, options?: MemberSignInOptions) => Promise<void>;
  /** A page in a browser context of its own (own cookies), signed in as the member: one per member of a journey. */
  pageAs: (
    member: Credentials,
    options?: MemberSignInOptions & { context?: BrowserContextOptions; clipboard?: boolean },
  ) => Promise<Page>;
  /**
   * Signs staff in to the console on this test's page (with the two-factor code where the account has
   * a secret) and waits for their role to show.
   */
  signInToConsole: (who: Credentials) => Promise<void>;
}

export async function signInMember(page: Page, member: Credentials, options: MemberSignInOptions = {}) {
  if ((options.blueTickOffer ?? 'dismissed') === 'dismissed') {
    await page.addInitScript(() => window.sessionStorage.setItem('bluetick-offer-dismissed', '1'));
  }
  await page.goto(`${urls.web}/login`);
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/Home\/User$/);
}

/** Fills and sends the console's login form (the journey checks what follows). */
export async function submitConsoleLogin(page: Page, who: Credentials) {
  await page.getByRole('textbox', { name: 'Email' }).fill(who.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The console's second sign-in step: the code from the authenticator app, computed from the secret. */
export async function submitConsoleCode(page: Page, who: Credentials) {
  if (!who.totpSecret) throw new Error(`${who.email} has no two-factor secret`);
  await page.getByRole('textbox', { name: 'Code' }).fill(await nextTotpCode(who.email, who.totpSecret));
  await page.getByRole('button', { name: 'Verify' }).click();
}

/** Playwright's `test` with sign-in fixtures for members and staff; import `test` and `expect` from here. */
export const test = base.extend<SignInFixtures>({
  signIn: async ({ page }, use) => {
    await use((member, options) => signInMember(page, member, options));
  },
  pageAs: async ({ browser }, use) => {
    const contexts: Awaited<ReturnType<typeof browser.newContext>>[] = [];
    await use(async (member, options = {}) => {
      const context = await browser.newContext(options.context);
      contexts.push(context);
      if (options.clipboard)
        await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: urls.web });
      const page = await context.newPage();
      await signInMember(page, member, options);
      return page;
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
  signInToConsole: async ({ page }, use) => {
    await use(async (who) => {
      // A journey that already shows the console (after a refused login, say) signs in where it is.
      if (!page.url().startsWith(urls.admin)) await page.goto(urls.admin);
      await submitConsoleLogin(page, who);
      if (who.totpSecret) await submitConsoleCode(page, who);
      await expect(page.getByText(/^Role: /)).toBeVisible();
    });
  },
});

export { expect };
