import { MarketplaceMessages, Messages } from '@app/contracts';
import { expect, test } from '@playwright/test';

import { freshOwner, ownerMenu } from '../support/market';
import { screen } from '../support/screens';
import { demoMembers, pngImage, uniqueWord } from '../support/social';
import { urls } from '../support/urls';

test.describe('owner area: profile, franchise, directories', () => {
  test('an owner updates the restaurant profile; a bad link is refused next to its field', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await freshOwner(page, 'profile');
    await page.getByLabel(/^Account menu for/).click();
    await page.getByRole('link', { name: 'My Account' }).click();
    await expect(page).toHaveURL(/\/EditProfile\/\d+$/);
    await expect(ownerMenu(page).getByRole('link', { name: 'Profile Update' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    const form = page.getByRole('form', { name: 'Restaurant Update Profile' });
    const name = `Spice Yard ${uniqueWord()}`;
    await form.getByLabel('Restaurant Name').fill(name);
    await form.getByLabel('Restaurant Type').selectOption({ label: 'Other' });
    await form.getByLabel('Please Type Other').fill('Rooftop grill');
    await form.getByLabel('Restaurant Address').fill('12 Ring Road, Surat');
    await form.getByLabel('About You').fill('Coal-fired grills since 2015.');
    await form.getByLabel('Facebook').fill('ftp://example.com/spice');
    // Fields are labelled for what they hold (issue 38 item 8); the GST number is checked as a GSTIN.
    await form.getByLabel('Business name').fill('Spice Yard Foods LLP');
    await form.getByLabel('Website').fill('https://spiceyard.example');
    await form.getByLabel('GST number').fill('BADGST');
    await form.getByRole('button', { name: 'Update' }).click();

    // Refused: the messages next to their fields in the site's words (not "The facbook url …"), the entries kept.
    await expect(form.getByLabel('Facebook')).toHaveAccessibleDescription(
      /^The Facebook link must be a valid URL/,
    );
    await expect(form.getByLabel('GST number')).toHaveAccessibleDescription(/valid 15-character GSTIN/);
    await expect(form.getByLabel('Website')).toHaveValue('https://spiceyard.example');
    await expect(form.getByLabel('Restaurant Name')).toHaveValue(name);
    await page.screenshot({ path: screen('market-owner-profile-error'), fullPage: true });

    await form.getByLabel('Facebook').fill('https://facebook.com/spiceyard');
    await form.getByLabel('GST number').fill('27aapfu0939f1zv');
    await form.getByLabel('Photo', { exact: true }).setInputFiles([pngImage('logo.png', [200, 60, 20])]);
    await form.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Profile updated successfully.' })).toBeVisible();
    await page.reload();
    await expect(form.getByLabel('Restaurant Name')).toHaveValue(name);
    await expect(form.getByLabel('Please Type Other')).toHaveValue('Rooftop grill');
    await expect(form.getByLabel('Facebook')).toHaveValue('https://facebook.com/spiceyard');
    await expect(form.getByLabel('GST number')).toHaveValue('27AAPFU0939F1ZV');
    await expect(form.getByLabel('Business name')).toHaveValue('Spice Yard Foods LLP');
    await page.screenshot({ path: screen('market-owner-profile'), fullPage: true });
  });

  test('an owner offers a franchise with two images, sees it listed and deletes it', async ({ page }) => {
    test.setTimeout(90_000);
    await freshOwner(page, 'franchise');
    await page.goto(`${urls.web}/Franchisee`);
    const form = page.getByRole('form', { name: 'Want To Give Franchisee' });
    // India (country 101) first.
    await expect(form.getByLabel('Country')).toHaveValue('101');
    const brand = `Dosa Hub ${uniqueWord()}`;
    await form.getByLabel('Brand Name').fill(brand);
    await form.getByLabel('Company Name').fill('Dosa Hub Foods Pvt Ltd');
    await form.getByLabel('Segment').fill('QSR');
    await form.getByLabel('Current Number of Outlets').fill('12');
    await form.getByLabel('Investment Needed').fill('1500000');
    await form.getByLabel('ROI').fill('18 months');
    await form.getByLabel('Contact Email').fill('franchise@dosahub.example');
    await form.getByLabel('Contact Person Name').fill('Meera Iyer');
    await form.getByLabel('Mobile Number').fill('9866666666');
    await form
      .getByLabel('Upload Images')
      .setInputFiles([pngImage('one.png', [220, 180, 40]), pngImage('two.png', [40, 180, 220])]);
    await form.getByRole('button', { name: 'Publish franchise offer' }).click();

    await expect(
      page.getByRole('status').filter({ hasText: MarketplaceMessages.franchiseCreated }),
    ).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: brand });
    await expect(row.getByRole('cell', { name: '₹15,00,000' })).toBeVisible();
    await expect(row.getByRole('img', { name: `Photo of ${brand}` })).toBeVisible();
    await page.screenshot({ path: screen('market-owner-franchise'), fullPage: true });

    // Edit shows both images, each removable.
    await row.getByRole('link', { name: `Edit ${brand}` }).click();
    const edit = page.getByRole('form', { name: 'Edit Franchisee' });
    await expect(edit.getByLabel('Brand Name')).toHaveValue(brand);
    await expect(edit.getByRole('checkbox', { name: /^Remove image/ })).toHaveCount(2);
    await edit.getByRole('checkbox', { name: 'Remove image 2' }).check();
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: MarketplaceMessages.franchiseUpdated }),
    ).toBeVisible();
    await row.getByRole('link', { name: `Edit ${brand}` }).click();
    await expect(edit.getByRole('checkbox', { name: /^Remove image/ })).toHaveCount(1);
    await edit.getByRole('link', { name: 'Cancel' }).click();

    await row.getByLabel(`Delete ${brand}`).click();
    await row.getByRole('button', { name: 'Yes, delete' }).click();
    await expect(page.getByRole('status').filter({ hasText: Messages.recordsDeleted })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: brand })).toHaveCount(0);
  });

  test('the directories list members as cards that open their profiles; free owners get disabled invoice buttons', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await freshOwner(page, 'directory');
    await page.goto(`${urls.web}/CreateJob`);
    await page
      .getByRole('navigation', { name: 'Directories' })
      .getByRole('link', { name: 'All Vendors' })
      .click();
    await expect(page).toHaveURL(/\/AllVendors$/);
    const vendors = page.getByRole('list', { name: 'All Vendors' });
    await expect(vendors.getByRole('heading', { name: demoMembers.vendor.name })).toBeVisible();
    await page.screenshot({ path: screen('market-owner-vendors'), fullPage: true });
    await vendors.getByRole('link', { name: `View ${demoMembers.vendor.name}` }).click();
    await expect(page).toHaveURL(/\/profile\/\d+$/);
    await expect(page.getByRole('heading', { name: demoMembers.vendor.name })).toBeVisible();

    // Newest first: the specs before this one add professionals of their own, so the demo's may be on a
    // later page. Its first page lists professionals as cards that open their profiles.
    await page.goto(`${urls.web}/Allmanpower`);
    const manpower = page.getByRole('list', { name: 'All Manpower' });
    await expect(manpower.getByRole('heading').first()).toBeVisible();
    // The name as the card shows it (the heading may also hold the blue tick).
    const first =
      (await manpower.getByRole('heading').first().locator('[data-user-content]').textContent()) ?? '';
    await manpower
      .getByRole('link', { name: `View ${first}` })
      .first()
      .click();
    await expect(page).toHaveURL(/\/profile\/\d+$/);
    await expect(page.getByRole('heading', { name: first })).toBeVisible();

    // A free member's own invoices are theirs to see (issue 38 item 3, decision 291).
    await page.goto(`${urls.web}/DownloadInvoice`);
    await expect(page.getByRole('heading', { name: 'Download Invoice' })).toBeVisible();
    await expect(page.getByText(Messages.subscribeToAccess)).toHaveCount(0);
    await page.getByRole('link', { name: 'Elite Invoice' }).click();
    await expect(page.getByRole('link', { name: 'Elite Invoice' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('table', { name: 'Elite Invoice' })).toBeVisible();
  });
});

test.describe('owner area without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a job form refused by the server keeps the entries and shows the message by the field', async ({
    page,
  }) => {
    await freshOwner(page, 'jobs-nojs');
    await page.goto(`${urls.web}/CreateJob`);
    const form = page.getByRole('form', { name: 'Create Job' });
    const title = `Night cook ${uniqueWord()}`;
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Position').fill('Cook');
    await form.getByLabel('Salary').fill('lots');
    await form.getByRole('button', { name: 'Job Create' }).click();
    await expect(form.getByLabel('Salary')).toHaveAccessibleDescription(
      'Enter the salary as an amount in rupees, like 25000 or 25000.50',
    );
    await expect(form.getByLabel('Title')).toHaveValue(title);

    await form.getByLabel('Salary').fill('21000');
    await form.getByRole('button', { name: 'Job Create' }).click();
    await expect(page).toHaveURL(/\/RecievedApp$/);
    await expect(page.getByRole('status').filter({ hasText: MarketplaceMessages.jobCreated })).toBeVisible();
  });
});
