import { expect, test } from '../support/fixtures';
import { urls } from '../support/urls';

/**
 * Issue 38 item 4: each visitor sees the price of their country, with its currency and whether tax is
 * included, everywhere a price appears (decision 292). The visitor names the country ("Prices for"); the
 * choice is remembered for the next pages and the sign-up forms start in it.
 */
test.describe('prices in the visitor’s country', () => {
  test('a visitor from the UAE sees dirham prices on the landing page, /join and the sign-up forms', async ({
    page,
  }) => {
    await page.goto(urls.web);
    const plans = page.getByRole('table', { name: 'What each membership includes' });
    await expect(plans).toContainText('₹999 (GST included)');

    await page.getByLabel('Prices for').selectOption({ label: 'United Arab Emirates' });
    await page.getByRole('button', { name: 'Show prices' }).click();
    await expect(plans).toContainText('AED 45 (no tax added)');
    await expect(plans).toContainText('AED 0');
    await expect(page.getByText('AED 22 (no tax added)', { exact: true })).toBeVisible();
    for (const section of ['Free or Elite', 'How it works'])
      await expect(page.getByRole('region', { name: section }).getByText('₹')).toHaveCount(0);

    // Remembered: /join and the Elite sign-up start in the UAE.
    await page.goto(`${urls.web}/join`);
    await expect(page.getByLabel('Prices for')).toHaveValue('231');
    await expect(page.locator('.plan-option--elite .plan-option__price')).toContainText(
      'AED 45 (no tax added)',
    );
    await page.goto(`${urls.web}/RegisterNew`);
    await expect(page.getByLabel('Country')).toHaveValue('231');
    await expect(page.locator('p.price strong')).toHaveText('AED 45 (no tax added) / 1 year');
  });

  test('the free sign-up’s Elite card follows the country chosen in the form', async ({ page }) => {
    await page.goto(`${urls.web}/Register`);
    const elite = page.locator('.plan-option--elite .plan-option__price');
    await expect(elite).toContainText('₹999 (GST included)');
    await page.getByLabel('Country').selectOption({ label: 'United Arab Emirates' });
    await expect(elite).toContainText('AED 45 (no tax added)');
    await page.getByLabel('Country').selectOption({ label: 'Singapore' });
    await expect(elite).toContainText('SGD 16 (no tax added)');
  });

  test('without JavaScript the country choice works too', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${urls.web}/join`);
    await page.getByLabel('Prices for').selectOption({ label: 'Singapore' });
    await page.getByRole('button', { name: 'Show prices' }).click();
    await expect(page.locator('.plan-option--elite .plan-option__price')).toContainText(
      'SGD 16 (no tax added)',
    );
    await context.close();
  });
});
