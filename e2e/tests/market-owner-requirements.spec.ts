import { MarketplaceMessages, Messages } from '@app/contracts';
import { expect, test } from '@playwright/test';

import { becomeElite, freshOwner, ownerMenu } from '../support/market';
import { payOnPayu } from '../support/money';
import { screen } from '../support/screens';
import { signInMember as signIn } from '../support/fixtures';
import { demoMembers, pngImage, uniqueWord } from '../support/social';
import { urls } from '../support/urls';

test.describe('owner area: requirements', () => {
  test('an Elite owner posts a requirement with a photo, edits it and deletes it', async ({ page }) => {
    test.setTimeout(90_000);
    await freshOwner(page, 'req-elite');
    await becomeElite(page);

    await page.goto(`${urls.web}/Home/User`);
    await page.goto(`${urls.web}/PostReq`);
    await expect(ownerMenu(page).getByRole('link', { name: 'Post My Requirment' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const title = `Tandoor ${uniqueWord()}`;
    const form = page.getByRole('form', { name: 'Post My Requirment' });
    await expect(page.getByText(Messages.subscribeToAccess)).toHaveCount(0);
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Description').fill('Two clay tandoors for a new kitchen, delivered in Surat.');
    await form.getByLabel('Upload Image').setInputFiles([pngImage('tandoor.png', [160, 80, 40])]);
    await page.screenshot({ path: screen('market-owner-postreq'), fullPage: true });
    await form.getByRole('button', { name: 'Create' }).click();

    // Created: the list, with the server's message in green; the title whole, the description to 60 characters.
    await expect(page).toHaveURL(/\/ShowRequirment$/);
    await expect(
      page.getByRole('status').filter({ hasText: MarketplaceMessages.requirementCreated }),
    ).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row.getByRole('cell', { name: title, exact: true })).toBeVisible();
    await expect(
      row.getByRole('cell', {
        name: 'Two clay tandoors for a new kitchen, delivered in Surat.',
        exact: true,
      }),
    ).toBeVisible();
    await expect(row.getByRole('img', { name: `Photo of ${title}` })).toBeVisible();
    await page.screenshot({ path: screen('market-owner-requirements'), fullPage: true });

    // Edit Requirement: a modal dialog with SAVE.
    await row.getByRole('link', { name: `Edit ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Requirement' });
    await expect(dialog).toBeVisible();
    const renamed = `Grill ${uniqueWord()}`;
    await dialog.getByLabel('Title').fill(renamed);
    await dialog.getByRole('button', { name: 'SAVE' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: MarketplaceMessages.requirementUpdated }),
    ).toBeVisible();
    await expect(dialog).toHaveCount(0);
    const renamedRow = page.getByRole('row').filter({ hasText: renamed.slice(0, 10) });
    await expect(renamedRow).toHaveCount(1);

    // Delete asks first.
    await renamedRow.getByLabel(`Delete ${renamed}`).click();
    await expect(renamedRow.getByText(MarketplaceMessages.deleteConfirm)).toBeVisible();
    await renamedRow.getByRole('button', { name: 'Yes, delete' }).click();
    await expect(page.getByRole('status').filter({ hasText: Messages.recordsDeleted })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: renamed.slice(0, 10) })).toHaveCount(0);
  });

  test('a free owner sees the form disabled, upgrades through the modal and then posts', async ({ page }) => {
    test.setTimeout(90_000);
    await freshOwner(page, 'req-free');
    await page.goto(`${urls.web}/PostReq`);
    const form = page.getByRole('form', { name: 'Post My Requirment' });
    await expect(page.getByText(Messages.subscribeToAccess)).toBeVisible();
    await expect(form.getByLabel('Title')).toBeDisabled();
    await expect(form.getByRole('button', { name: 'Create' })).toBeDisabled();
    await page.screenshot({ path: screen('market-owner-postreq-free'), fullPage: true });

    await page.getByRole('link', { name: 'Make this an Elite Account' }).click();
    const modal = page.getByRole('dialog', { name: Messages.eliteModalTitle });
    await expect(modal).toBeVisible();
    await modal.getByLabel('Mobile').fill('9833333333');
    await modal.getByRole('button', { name: 'Create Payment' }).click();
    await payOnPayu(page, 'success');
    await expect(page.getByRole('heading', { name: Messages.paymentSuccess })).toBeVisible();

    await page.goto(`${urls.web}/PostReq`);
    await expect(page.getByText(Messages.subscribeToAccess)).toHaveCount(0);
    const title = `Chiller ${uniqueWord()}`;
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Description').fill('A walk-in chiller, 8 by 6 feet.');
    await form.getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL(/\/ShowRequirment$/);
    await expect(page.getByRole('row').filter({ hasText: title.slice(0, 10) })).toHaveCount(1);
  });

  test('a vendor opening an owner page reads that it is for restaurant owners', async ({ page }) => {
    await signIn(page, demoMembers.vendor);
    await page.goto(`${urls.web}/PostReq`);
    await expect(page.getByRole('heading', { name: 'For restaurant owners' })).toBeVisible();
    await expect(page.getByText(MarketplaceMessages.ownersOnly)).toBeVisible();
    await expect(ownerMenu(page)).toHaveCount(0);
  });
});

test.describe('owner area without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('logout asks first, on its own page', async ({ page }) => {
    await signIn(page, demoMembers.owner);
    await page.goto(`${urls.web}/CreateJob`);
    await ownerMenu(page).getByRole('link', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/logout$/);
    await expect(page.getByText('Are you sure you want to log out?')).toBeVisible();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(`${urls.web}/`);
  });
});
