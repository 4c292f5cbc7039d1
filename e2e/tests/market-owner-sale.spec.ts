import { Messages, MarketplaceMessages } from '@app/contracts';
import { expect, test } from '@playwright/test';

import { becomeElite, freshOwner, ownerMenu } from '../support/market';
import { screen } from '../support/screens';
import { pngImage } from '../support/social';
import { urls } from '../support/urls';

test.describe('owner area: sell my restaurant', () => {
  test('an Elite owner lists the restaurant for sale, edits it, marks it closed and deletes it', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await freshOwner(page, 'sale');

    // Without Elite the form shows disabled under the warning.
    await page.goto(`${urls.web}/SellrestEdit`);
    await expect(page).toHaveURL(/\/SellRest$/);
    await expect(page.getByText(Messages.subscribeToAccess)).toBeVisible();
    await expect(
      page.getByRole('form', { name: 'Sell My Restaurant' }).getByLabel('Expected Price'),
    ).toBeDisabled();

    await becomeElite(page);
    await page.goto(`${urls.web}/Home/User`);
    await page.goto(`${urls.web}/CreateJob`);
    // The menu entry leads to the form while there is no listing.
    await ownerMenu(page).getByRole('link', { name: 'Want to sell My Restaurant' }).click();
    await expect(page).toHaveURL(/\/SellRest$/);
    const form = page.getByRole('form', { name: 'Sell My Restaurant' });
    await form.getByLabel('Category/Type').selectOption({ label: 'Other' });
    await form.getByLabel('Please Type Other').fill('Rooftop grill');
    await expect(form.getByLabel('State').locator('option', { hasText: /^Gujarat$/ })).toHaveCount(1);
    await form.getByLabel('State').selectOption({ label: 'Gujarat' });
    await expect(form.getByLabel('Current City').locator('option', { hasText: /^Surat$/ })).toHaveCount(1);
    await form.getByLabel('Current City').selectOption({ label: 'Surat' });
    await form.getByLabel('Opening Since').fill('2019-04-01');
    await form.getByLabel('Turnover P.M').fill('450000');
    await form.getByLabel('Current Cost P.M').fill('300000');
    await form.getByLabel('Profit Per Month').fill('150000');
    await form.getByLabel('Expected Price').fill('4500000');
    await form.getByLabel('Price Will include List').fill('Kitchen equipment, furniture, brand name');
    await form.getByLabel('Mobile No.').fill('9877777777');
    await form.getByLabel('Upload Image').setInputFiles([pngImage('front.png', [40, 120, 90])]);
    await page.screenshot({ path: screen('market-owner-sellrest'), fullPage: true });
    await form.getByRole('button', { name: 'Save' }).click();

    // Saved: the read-only view.
    await expect(page).toHaveURL(/\/SellrestEdit$/);
    await expect(page.getByRole('status').filter({ hasText: MarketplaceMessages.saleCreated })).toBeVisible();
    const view = page.getByRole('table', { name: 'The restaurant on sale' });
    await expect(view.getByRole('row', { name: /Category\/Type Rooftop grill/ })).toBeVisible();
    await expect(view.getByRole('row', { name: /Running or Closed Running/ })).toBeVisible();
    await expect(view.getByRole('row', { name: /City Surat/ }).first()).toBeVisible();
    await expect(page.getByRole('img', { name: 'The restaurant on sale' })).toBeVisible();
    await page.screenshot({ path: screen('market-owner-sale-view'), fullPage: true });

    // Edit: a new price and closed.
    await page.getByRole('link', { name: 'Edit the listing' }).click();
    await expect(page).toHaveURL(/\/SmrEdit$/);
    const edit = page.getByRole('form', { name: 'Edit Restaurant on Sale' });
    await expect(edit.getByLabel('Expected Price')).toHaveValue('4500000');
    await edit.getByLabel('Expected Price').fill('4200000');
    await edit.getByRole('group', { name: 'Restaurant Closed' }).getByRole('radio', { name: 'Yes' }).check();
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/SellrestEdit$/);
    await expect(page.getByRole('status').filter({ hasText: MarketplaceMessages.saleUpdated })).toBeVisible();
    await expect(view.getByRole('row', { name: /Running or Closed Closed/ })).toBeVisible();
    await expect(view.getByRole('row', { name: /Expected Price ₹42,00,000/ })).toBeVisible();

    // Delete asks first, then the form again.
    await page.getByLabel('Delete the listing').click();
    await expect(page.getByText(MarketplaceMessages.deleteConfirm)).toBeVisible();
    await page.getByRole('button', { name: 'Yes, delete' }).click();
    await expect(page).toHaveURL(/\/SellRest$/);
    await expect(page.getByRole('status').filter({ hasText: Messages.recordsDeleted })).toBeVisible();
  });
});
