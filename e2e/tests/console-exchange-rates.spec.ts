import { expect, staff, test } from '../support/fixtures';
import { listRows, openMenu } from '../support/moderation';
import { screen } from '../support/screens';

/**
 * Issue 38 item 5 (decision 293): finance keeps the rupee exchange rates in the console; foreign-currency
 * invoices are valued with them and GSTR-1 is exported in rupees (api/test/finance-exchange-rates.int-spec.ts).
 */
test('finance adds the RBI reference rate of a currency, and a second rate for the same day is refused', async ({
  page,
  signInToConsole,
}) => {
  await signInToConsole(staff.finance);
  await openMenu(page, 'Exchange rates');
  // A day of its own per run: the table keeps one rate per currency and day.
  const day = new Date(Date.UTC(2020, 0, 1) + (Date.now() % 2000) * 86_400_000).toISOString().slice(0, 10);

  const create = async (rate: string) => {
    await page.getByRole('link', { name: 'Create' }).first().click();
    await page.getByRole('textbox', { name: 'Currency' }).fill('omr');
    await page.getByLabel('Date').fill(day);
    await page.getByRole('textbox', { name: 'Rupees for 1 unit' }).fill(rate);
    await expect(page.getByRole('textbox', { name: 'Source' })).toHaveValue('RBI reference rate');
    await page.getByRole('button', { name: 'Save' }).click();
  };
  await create('216.4512');
  await page.getByRole('textbox', { name: 'Currency' }).fill('OMR');
  const row = listRows(page).filter({ hasText: '216.451200' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('OMR');
  await page.screenshot({ path: screen('console-exchange-rates'), fullPage: true });

  await create('217');
  await expect(page.getByText(`There is already a OMR rate for ${day}; edit that one`)).toBeVisible();
});
