import { MarketplaceMessages, VendorMessages } from '@app/contracts';

import { expect, signInMember as signIn, test } from '../support/fixtures';
import { createVerifiedMember } from '../support/mail';
import { screen } from '../support/screens';
import { demoMembers, uniqueWord } from '../support/social';
import { urls } from '../support/urls';

const vendorMenu = (page: import('@playwright/test').Page) =>
  page.getByRole('navigation', { name: 'Vendor Menu' });

async function freshVendor(prefix: string) {
  return createVerifiedMember(prefix, {
    user_type: '7',
    first_name: 'Vikram',
    last_name: uniqueWord(),
    business_name: 'Fresh Supplies',
  });
}

test.describe('vendor area: profile', () => {
  test('a vendor edits the profile with two products, removes one and adds it back', async ({ page }) => {
    test.setTimeout(90_000);
    const vendor = await freshVendor('vendor-profile');
    await signIn(page, vendor);

    // The header's profile link and /VendorListing lead to the vendor's own Edit Profile.
    await page.goto(`${urls.web}/VendorListing`);
    await expect(page).toHaveURL(/\/VendorListing\/VendorEditProfile\/\d+$/);
    await expect(vendorMenu(page).getByRole('link', { name: 'Edit Profile' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const form = page.getByRole('form', { name: 'Vendor Edit Profile' });
    await form.getByLabel('Contact Person Name').fill('Vikram Patel');
    await form.getByLabel('Business Category').fill('Dairy');
    await form.getByLabel('Company Name').fill('Patel Dairy Supplies');
    await form.getByLabel('Address').fill('4 Ring Road, Surat');
    await form.getByLabel('Time To Provide Goods').fill('2 days');
    await form.getByLabel('About You').fill('Paneer, cream and butter since 2012.');
    await form.getByLabel('Product Name 1').fill('Malai paneer (1 kg)');
    await form.getByLabel('Rate 1 (₹)').fill('380');
    await form.getByRole('button', { name: 'Add product' }).click();
    await expect(form.getByLabel('Product Name 2')).toBeVisible();
    // The entries survive the round trip.
    await expect(form.getByLabel('Product Name 1')).toHaveValue('Malai paneer (1 kg)');
    await expect(form.getByLabel('Business Category')).toHaveValue('Dairy');
    await form.getByLabel('Product Name 2').fill('Fresh cream (1 l)');
    await form.getByLabel('Rate 2 (₹)').fill('240.50');
    await page.screenshot({ path: screen('market-vendor-profile'), fullPage: true });
    await form.getByRole('button', { name: 'Update' }).click();

    await expect(page.getByRole('status').filter({ hasText: 'Profile updated successfully' })).toBeVisible();
    await page.reload();
    await expect(form.getByLabel('Product Name 1')).toHaveValue('Malai paneer (1 kg)');
    await expect(form.getByLabel('Rate 1 (₹)')).toHaveValue('380');
    await expect(form.getByLabel('Product Name 2')).toHaveValue('Fresh cream (1 l)');
    await expect(form.getByLabel('Rate 2 (₹)')).toHaveValue('240.5');
    await expect(form.getByLabel('Time To Provide Goods')).toHaveValue('2 days');

    // A wrong rate is refused next to its row; nothing is lost.
    await form.getByLabel('Rate 2 (₹)').fill('ten');
    await form.getByRole('button', { name: 'Update' }).click();
    await expect(form.getByLabel('Rate 2 (₹)')).toHaveAccessibleDescription(
      'The rate must be an amount of at least 0 with at most two decimals.',
    );
    await expect(form.getByLabel('Product Name 2')).toHaveValue('Fresh cream (1 l)');

    // Remove the second row and save: one product left.
    await form.getByRole('button', { name: 'Remove product 2' }).click();
    await expect(form.getByLabel('Product Name 2')).toHaveCount(0);
    await form.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Profile updated successfully' })).toBeVisible();
    await expect(form.getByLabel('Product Name 2')).toHaveCount(0);
    await expect(form.getByLabel('Product Name 1')).toHaveValue('Malai paneer (1 kg)');

    // Every menu entry opens a page.
    for (const name of [
      'Enquiries',
      'Requirements by Restaurant Owners',
      'Leads for you',
      'Download Invoice',
      'Purchase Blue-Tick',
    ]) {
      await vendorMenu(page).getByRole('link', { name }).click();
      await expect(vendorMenu(page).getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
    }
  });

  test('an owner opening the vendor area reads that it is for vendors', async ({ page }) => {
    await signIn(page, demoMembers.owner);
    const response = await page.goto(`${urls.web}/VendorListing/Enquiries`);
    expect(response?.status()).toBe(403);
    await expect(page.getByRole('heading', { name: 'For vendors' })).toBeVisible();
    await expect(page.getByText(VendorMessages.vendorArea)).toBeVisible();
    await expect(vendorMenu(page)).toHaveCount(0);
    expect(MarketplaceMessages.interested).toBe('Interested Success.');
  });
});

test.describe('vendor area without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the product rows are added and saved without JavaScript', async ({ page }) => {
    test.setTimeout(90_000);
    const vendor = await freshVendor('vendor-nojs');
    await signIn(page, vendor);
    await page.goto(`${urls.web}/VendorListing`);
    const form = page.getByRole('form', { name: 'Vendor Edit Profile' });
    await form.getByLabel('Product Name 1').fill('Khoya (1 kg)');
    await form.getByLabel('Rate 1 (₹)').fill('420');
    await form.getByRole('button', { name: 'Add product' }).click();
    await form.getByLabel('Product Name 2').fill('Ghee (1 l)');
    await form.getByLabel('Rate 2 (₹)').fill('650');
    await form.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Profile updated successfully' })).toBeVisible();
    await expect(form.getByLabel('Product Name 2')).toHaveValue('Ghee (1 l)');

    await vendorMenu(page).getByRole('link', { name: 'Logout' }).click();
    await expect(page.getByText('Are you sure you want to log out?')).toBeVisible();
  });
});
