import { ManpowerMessages, MarketplaceMessages } from '@app/contracts';

import { expect, test } from '../support/fixtures';
import { createVerifiedMember } from '../support/mail';
import { screen } from '../support/screens';
import { apiToken, memberId, uniqueWord, type Member } from '../support/social';
import { urls } from '../support/urls';

/** A small, whole PDF (it ends with its end-of-file marker, as the API checks). */
const RESUME = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);

async function member(prefix: string, userType: '6' | '8', first: string, last: string): Promise<Member> {
  const overrides: Record<string, string> = { user_type: userType, first_name: first, last_name: last };
  const { email, password } = await createVerifiedMember(prefix, overrides);
  return { email, password, name: `${first} ${last}` };
}

/** The owner's job, posted through the API (the owner's own form has its journey). */
async function postJob(owner: Member, title: string) {
  const response = await fetch(`${urls.api}/api/restaurants/job`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      authorization: `Bearer ${await apiToken(owner)}`,
    },
    // 'after_trade': the Jobs List keeps "Shown once you apply" (decision 210).
    body: JSON.stringify({
      title,
      position: 'Head tandoor chef',
      salary: 32000,
      per: 0,
      contact_shown: 'after_trade',
    }),
  });
  if (response.status !== 201) throw new Error(`job answered ${response.status}: ${await response.text()}`);
}

test.describe('manpower area: resume, applying, and the owner’s pipeline', () => {
  test('a professional uploads a resume and applies; the owner moves the application to Contacted; the candidate sees it', async ({
    page,
    signIn,
    pageAs,
  }) => {
    const owner = await member('mp-owner', '6', 'Riya', uniqueWord());
    const chef = await member('mp-chef', '8', 'Karan', uniqueWord());
    const title = `Tandoor chef ${uniqueWord()}`;
    await postJob(owner, title);
    const chefId = await memberId(chef);

    // The header's My Account leads a professional to their area.
    await signIn(chef);
    await page.getByLabel(/^Account menu for/).click();
    await page.getByRole('link', { name: 'My Account' }).click();
    await expect(page).toHaveURL(new RegExp(`/ManpowerListings/ManpowerEditProfile/${chefId}$`));
    await page.getByLabel(/^Account menu for/).click(); // closes the menu again
    const menu = page.getByRole('navigation', { name: 'Main Manu' });
    await expect(menu.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('aria-current', 'page');

    // Edit Profile: category, experience and a resume (PDF).
    const form = page.getByRole('form', { name: 'Edit Profile' });
    await form.getByLabel('Category', { exact: true }).fill('Chef');
    await form.getByLabel('Experience').fill('6 years');
    await form.getByLabel('Qualification').fill('Diploma in hotel management');
    await form.getByLabel('Resume (PDF)').setInputFiles({
      name: 'karan-resume.pdf',
      mimeType: 'application/pdf',
      buffer: RESUME,
    });
    await form.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByRole('status').filter({ hasText: ManpowerMessages.profileUpdated })).toBeVisible();
    await expect(form.getByLabel('Category', { exact: true })).toHaveValue('Chef');

    // The in-page viewer frames the member's own resume.
    await page.getByRole('link', { name: 'View my resume' }).click();
    const viewer = page.getByRole('dialog', { name: 'My resume' });
    await expect(viewer).toBeVisible();
    await expect(viewer.locator('iframe')).toHaveAttribute('src', '/ManpowerListings/resume');
    const own = await page.request.get(`${urls.web}/ManpowerListings/resume`);
    expect(own.status()).toBe(200);
    expect(own.headers()['content-type']).toBe('application/pdf');
    expect(own.headers()['content-security-policy']).toBe("frame-ancestors 'self'");
    expect((await own.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await page.screenshot({ path: screen('market-manpower-profile'), fullPage: true });

    // Jobs List: Apply, the seed's message, then Home after 4 seconds.
    await menu.getByRole('link', { name: 'Jobs List' }).click();
    const jobRow = page.getByRole('row').filter({ hasText: title });
    await expect(jobRow.getByText(ManpowerMessages.contactsAfterApplying)).toBeVisible();
    await jobRow.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('status').filter({ hasText: MarketplaceMessages.applied })).toBeVisible();
    await expect(page).toHaveURL(/\/Home\/User$/, { timeout: 10_000 });

    // The owner sees the application, downloads the resume and moves it to Contacted.
    const ownerPage = await pageAs(owner);
    await ownerPage.goto(`${urls.web}/RecievedApp`);
    const application = ownerPage.getByRole('row').filter({ hasText: title });
    await expect(application.getByText('Awaiting review')).toBeVisible();
    await expect(application.getByRole('link', { name: `Resume of ${chef.name}` })).toBeVisible();
    const resume = await ownerPage.request.get(`${urls.web}/resources/resume/${chefId}`);
    expect(resume.status()).toBe(200);
    expect(resume.headers()['content-disposition']).toBe(`attachment; filename="resume-${chefId}.pdf"`);
    await application.getByLabel(`New status for ${chef.name}`).selectOption({ label: 'Contacted' });
    await application.getByRole('button', { name: 'Move' }).click();
    await expect(
      ownerPage.getByRole('status').filter({ hasText: ManpowerMessages.statusChanged }),
    ).toBeVisible();
    await expect(application.getByText('Contacted', { exact: true })).toBeVisible();
    await ownerPage.screenshot({ path: screen('market-owner-pipeline'), fullPage: true });

    // The candidate sees it under My Applied Jobs, with the restaurant's contacts.
    await page.goto(`${urls.web}/ManpowerListings/MyAppliedJobs`);
    const applied = page.getByRole('row').filter({ hasText: title });
    await expect(applied.getByText('Contacted', { exact: true })).toBeVisible();
    await expect(applied.getByRole('cell', { name: owner.email })).toBeVisible();
    await page.screenshot({ path: screen('market-manpower-applied'), fullPage: true });

    // The area is for professionals: the owner gets the 403 page, and no resume of strangers.
    const refused = await ownerPage.goto(`${urls.web}/ManpowerListings/JobsList`);
    expect(refused?.status()).toBe(403);
    await expect(ownerPage.getByRole('heading', { name: 'For restaurant professionals' })).toBeVisible();
  });
});

test.describe('manpower area without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a professional applies with a plain form and is taken Home; the owner moves the application with one', async ({
    page,
    signIn,
    pageAs,
  }) => {
    const owner = await member('mp-owner-nojs', '6', 'Asha', uniqueWord());
    const chef = await member('mp-chef-nojs', '8', 'Dev', uniqueWord());
    const title = `Captain ${uniqueWord()}`;
    await postJob(owner, title);

    await signIn(chef);
    await page.goto(`${urls.web}/ManpowerListings/JobsList`);
    await page.getByRole('row').filter({ hasText: title }).getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('status').filter({ hasText: MarketplaceMessages.applied })).toBeVisible();
    // The page's refresh takes the member Home after the seed's 4 seconds.
    await expect(page).toHaveURL(/\/Home\/User$/, { timeout: 10_000 });

    const ownerPage = await pageAs(owner, { context: { javaScriptEnabled: false } });
    await ownerPage.goto(`${urls.web}/RecievedApp`);
    const application = ownerPage.getByRole('row').filter({ hasText: title });
    await application.getByLabel(`New status for ${chef.name}`).selectOption({ label: 'Reviewed' });
    await application.getByRole('button', { name: 'Move' }).click();
    await expect(
      ownerPage.getByRole('status').filter({ hasText: ManpowerMessages.statusChanged }),
    ).toBeVisible();
    await expect(application.getByText('Reviewed', { exact: true })).toBeVisible();

    await page.goto(`${urls.web}/ManpowerListings/MyAppliedJobs`);
    await expect(
      page.getByRole('row').filter({ hasText: title }).getByText('Reviewed', { exact: true }),
    ).toBeVisible();
  });
});
