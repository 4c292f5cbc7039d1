import { DEFAULT_STATE_ID, ManpowerMessages, MarketplaceMessages } from '@app/contracts';
import type { Page } from '@playwright/test';

import { expect, test } from '../support/fixtures';
import { becomeElite, freshOwner } from '../support/market';
import { createVerifiedMember, waitForMail } from '../support/mail';
import { screen } from '../support/screens';
import { apiToken, memberId, uniqueWord, type Member } from '../support/social';
import { urls } from '../support/urls';

/** Routing runs in the worker's queue (decision 345): the journeys wait for it, never sleep. */
const ROUTED = { timeout: 60_000 };

/** The id of a city of the default state (Gujarat) by name, from the API's own list. */
async function cityId(name: string): Promise<number> {
  const response = await fetch(
    `${urls.api}/api/rw-cities_of_state?state_id=${DEFAULT_STATE_ID}&per_page=1000&is_light=1`,
    { headers: { accept: 'application/json' } },
  );
  // The API's envelope around a page of cities.
  const body = (await response.json()) as { data: { data: Array<{ id: number; name: string }> } };
  const city = body.data.data.find((c) => c.name === name);
  if (!city) throw new Error(`no city ${name} in the default state`);
  return city.id;
}

/** A fresh verified member of the given type who lives in `city` (not the owners' Surat). */
async function member(
  prefix: string,
  userType: '7' | '8',
  first: string,
  city: number,
  business = 'E2E Supplies',
): Promise<Member> {
  const last = uniqueWord();
  const created = await createVerifiedMember(prefix, {
    user_type: userType,
    first_name: first,
    last_name: last,
    business_name: business,
    city_id: String(city),
  });
  return { ...created, name: `${first} ${last}` };
}

/**
 * The vendor's Edit Profile: one trade category, and Surat (the owners' city) as the city served, on
 * top of the fields the form asks for.
 */
async function chooseTrade(page: Page, vendor: Member, category: RegExp) {
  await page.goto(`${urls.web}/VendorListing`);
  await expect(page).toHaveURL(/\/VendorListing\/VendorEditProfile\/\d+$/);
  const form = page.getByRole('form', { name: 'Vendor Edit Profile' });
  await form.getByLabel('Contact Person Name').fill(vendor.name);
  await form.getByLabel('Business Category').fill('Supplies');
  await form.getByLabel('Address').fill('12 Station Road');
  await form
    .getByRole('group', { name: /^Trade categories/ })
    .getByRole('checkbox', { name: category })
    .check();
  await form.getByLabel('Cities I serve').selectOption({ label: 'Surat' });
  await form.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Profile updated successfully' })).toBeVisible();
  await expect(
    form.getByRole('group', { name: /^Trade categories/ }).getByRole('checkbox', { name: category }),
  ).toBeChecked();
}

test.describe('matching: requirements find their vendors, jobs their professionals', () => {
  test('a requirement reaches the vendor whose category and place match, who quotes from the leads; another trade does not get it', async ({
    page,
    pageAs,
  }) => {
    test.setTimeout(240_000);
    const ahmedabad = await cityId('Ahmedabad');
    // Two vendors of Ahmedabad who serve Surat: one sells dairy, the other kitchen equipment.
    const dairy = await member('match-dairy', '7', 'Vikram', ahmedabad, 'Patel Dairy');
    const steel = await member('match-steel', '7', 'Neha', ahmedabad, 'Desai Steel');
    const dairyPage = await pageAs(dairy);
    await chooseTrade(dairyPage, dairy, /^Dairy/);
    const steelPage = await pageAs(steel);
    await chooseTrade(steelPage, steel, /^Kitchen equipment/);

    // An Elite owner of Surat posts a paneer requirement: the server files it under Dairy.
    await freshOwner(page, 'match-owner');
    await becomeElite(page);
    await page.goto(`${urls.web}/PostReq`);
    const title = `Paneer ${uniqueWord()}`;
    const post = page.getByRole('form', { name: 'Post My Requirment' });
    await post.getByLabel('Title').fill(title);
    await post.getByLabel('Description').fill('20 kg of malai paneer daily, by 7 am.');
    await post.getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL(/\/ShowRequirment$/);

    // The dairy vendor's leads list it once the worker routed it, and the bell says so.
    const lead = dairyPage.getByRole('row').filter({ hasText: title });
    await expect(async () => {
      await dairyPage.goto(`${urls.web}/VendorListing/leads`);
      await expect(lead).toHaveCount(1, { timeout: 1000 });
    }).toPass(ROUTED);
    await expect(lead.getByRole('cell', { name: 'Dairy', exact: true })).toBeVisible();
    // Its fifth column: the quotes it received so far.
    await expect(lead.getByRole('cell').nth(4)).toHaveText('0');
    await dairyPage.screenshot({ path: screen('market-vendor-leads'), fullPage: true });
    const alerts = dairyPage.getByRole('list', { name: 'Your notifications' });
    const notice = alerts.getByRole('link', {
      name: /^Unread: .*posted a requirement that matches your business$/,
    });
    await expect(async () => {
      await dairyPage.goto(`${urls.web}/Home/User/notifications`);
      await expect(notice).toHaveAttribute('href', '/VendorListing/leads', { timeout: 1000 });
    }).toPass(ROUTED);

    // The owner's requirement says it was sent to the matching vendors (at least this one).
    await expect(async () => {
      await page.goto(`${urls.web}/ShowRequirment`);
      await expect(page.getByRole('row').filter({ hasText: title })).toContainText(
        /Sent to [1-9]\d* matching vendors?/,
        { timeout: 1000 },
      );
    }).toPass(ROUTED);

    // The vendor quotes from the lead.
    // (The notification's link leads there, as checked above; its text wraps, so the page is opened by address.)
    await dairyPage.goto(`${urls.web}/VendorListing/leads`);
    await lead.getByRole('link', { name: `Quote for ${title}` }).click();
    const quoteForm = dairyPage.getByRole('form', { name: `Quote for ${title}` });
    await quoteForm.getByLabel('Mobile No').fill('9844400011');
    await quoteForm.getByLabel('Rate (₹)').fill('375');
    await quoteForm.getByLabel('Remark').fill('Delivered by 6:30 am');
    await quoteForm.getByRole('button', { name: 'Send Quote' }).click();
    await expect(
      dairyPage.getByRole('status').filter({ hasText: MarketplaceMessages.interested }),
    ).toBeVisible();
    await dairyPage.goto(`${urls.web}/VendorListing/leads`);
    await expect(lead.getByRole('link', { name: `Change quote for ${title}` })).toBeVisible();
    await expect(lead.getByRole('cell').nth(4)).toHaveText('1');

    // The owner has the quote.
    await page.goto(`${urls.web}/RecievedQuote`);
    await page
      .getByRole('link', { name: `Compare quotes for ${title}` })
      .first()
      .click();
    await expect(page.getByRole('list', { name: 'Quotes' }).getByRole('listitem')).toContainText(['₹375']);

    // The routing is over (the dairy vendor has it): the kitchen-equipment vendor's leads do not list it.
    await steelPage.goto(`${urls.web}/VendorListing/leads`);
    await expect(steelPage.getByRole('heading', { name: 'Leads for you' })).toBeVisible();
    await expect(steelPage.getByRole('row').filter({ hasText: title })).toHaveCount(0);
  });

  test('a professional who wants the position, city and salary gets the job-alert mail and applies from it', async ({
    page,
    signIn,
  }) => {
    test.setTimeout(180_000);
    const ahmedabad = await cityId('Ahmedabad');
    const chef = await member('match-chef', '8', 'Karan', ahmedabad);
    const chefId = await memberId(chef);

    // Job alerts on the manpower Edit Profile: tandoor chef, in Surat, at least ₹30,000 a month.
    await signIn(chef);
    await page.goto(`${urls.web}/ManpowerListings/ManpowerEditProfile/${chefId}`);
    const form = page.getByRole('form', { name: 'Edit Profile' });
    await form.getByLabel('Category', { exact: true }).fill('Chef');
    const wants = form.getByRole('group', { name: 'Job alerts' });
    await wants.getByLabel('Positions I want').fill('Tandoor chef, Grill cook');
    await wants.getByLabel('Cities I want to work in').selectOption({ label: 'Surat' });
    await wants.getByLabel('Minimum salary per month (₹)').fill('30000');
    await form.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByRole('status').filter({ hasText: ManpowerMessages.profileUpdated })).toBeVisible();
    await expect(wants.getByLabel('Positions I want')).toHaveValue('Tandoor chef, Grill cook');

    // An owner of Surat posts a job for a head tandoor chef at ₹32,000 a month.
    const owner = await createVerifiedMember('match-job-owner', {
      first_name: 'Riya',
      last_name: uniqueWord(),
    });
    const title = `Tandoor chef ${uniqueWord()}`;
    const since = new Date();
    const posted = await fetch(`${urls.api}/api/restaurants/job`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        authorization: `Bearer ${await apiToken({ ...owner, name: 'Riya' })}`,
      },
      body: JSON.stringify({ title, position: 'Head tandoor chef', salary: 32000, per: 0 }),
    });
    expect(posted.status).toBe(201);

    // The alert mail (instant: the default lead-mail choice) links to the job alerts.
    const mail = await waitForMail(chef.email, { match: /A job for you/, since, timeoutMs: 60_000 });
    expect(mail.subject).toBe(`A job for you: ${title}`);
    const link = `${mail.text ?? ''}\n${mail.html ?? ''}`.match(
      /https?:\/\/[^\s"'<>]+\/ManpowerListings\/job-alerts/,
    )?.[0];
    expect(link, 'the mail links to the job alerts').toBeTruthy();
    await page.goto(link!);
    await expect(page).toHaveURL(/\/ManpowerListings\/job-alerts$/);
    const alert = page.getByRole('row').filter({ hasText: title });
    await expect(alert).toContainText('Head tandoor chef');
    await page.screenshot({ path: screen('market-manpower-job-alerts'), fullPage: true });

    await alert.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('status').filter({ hasText: MarketplaceMessages.applied })).toBeVisible();
    await expect(page).toHaveURL(/\/Home\/User$/, { timeout: 10_000 });
    await page.goto(`${urls.web}/ManpowerListings/job-alerts`);
    await expect(alert.getByText('Applied', { exact: true })).toBeVisible();
    await page.goto(`${urls.web}/ManpowerListings/MyAppliedJobs`);
    await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(1);
  });
});
