import { MarketplaceMessages } from '@app/contracts';
import { expect, test } from '@playwright/test';

import { freshOwner, ownerMenu } from '../support/market';
import { screen } from '../support/screens';
import { uniqueWord } from '../support/social';
import { urls } from '../support/urls';

test.describe('owner area: jobs', () => {
  test('an owner creates a job, sees it listed, edits it and closes it', async ({ page }) => {
    // Jobs need no Elite: a free owner creates one.
    await freshOwner(page, 'jobs');
    await page.goto(`${urls.web}/Home/User`);
    await page.goto(`${urls.web}/CreateJob`);
    await expect(ownerMenu(page).getByRole('link', { name: 'Create Job' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    const title = `Tandoor chef ${uniqueWord()}`;
    const form = page.getByRole('form', { name: 'Create Job' });
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Position').fill('Head tandoor chef');
    await form.getByLabel('Experiance').fill('5 years');
    await form.getByLabel('Salary').fill('32000');
    await form.getByRole('radio', { name: 'Per Month' }).check();
    await form.getByLabel('Job Timing From').fill('10:00');
    await form.getByLabel('Job Timing To').fill('19:00');
    await form.getByLabel('Job Location').fill('Adajan, Surat');
    await form.getByLabel('Description').fill('Runs the tandoor station for lunch and dinner.');
    await form.getByLabel('Other Benfit').fill('Meals and a room');
    await page.screenshot({ path: screen('market-owner-createjob'), fullPage: true });
    await form.getByRole('button', { name: 'Job Create' }).click();

    // Created: the applications page, with the message in green.
    await expect(page).toHaveURL(/\/RecievedApp$/);
    await expect(page.getByRole('status').filter({ hasText: MarketplaceMessages.jobCreated })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Job Title' })).toBeVisible();

    // Listed under My Jobs on the Create Job page.
    await ownerMenu(page).getByRole('link', { name: 'Create Job' }).click();
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toBeVisible();
    await expect(row.getByRole('cell', { name: 'Head tandoor chef' })).toBeVisible();
    await expect(row.getByRole('cell', { name: 'Open', exact: true })).toBeVisible();
    await page.screenshot({ path: screen('market-owner-jobs'), fullPage: true });

    // Edit fills the form with the job; Job Update saves it.
    await row.getByRole('link', { name: `Edit ${title}` }).click();
    const edit = page.getByRole('form', { name: 'Edit Job' });
    await expect(edit.getByLabel('Title')).toHaveValue(title);
    await edit.getByLabel('Salary').fill('36000');
    await edit.getByRole('button', { name: 'Job Update' }).click();
    await expect(page.getByRole('status').filter({ hasText: MarketplaceMessages.jobUpdated })).toBeVisible();
    await expect(row.getByRole('cell', { name: /36,000/ })).toBeVisible();

    // Close: the job takes no more applications.
    await row.getByRole('button', { name: `Close ${title}` }).click();
    await expect(row.getByRole('cell', { name: 'Closed', exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: `Reopen ${title}` })).toBeVisible();
  });
});
