import { expect, test, type Locator } from '@playwright/test';

import { freshOwner } from '../support/market';
import { screen } from '../support/screens';
import { urls } from '../support/urls';

/**
 * Issue 17 item 2 on the marketplace forms (decision 185): an empty submit shows every message at once,
 * each next to its field and in a summary at the top whose links lead to the fields; with JavaScript focus
 * lands on the first invalid field; without it the summary and the messages are plain HTML.
 */
const viewports = [
  { name: 'desktop', use: { viewport: { width: 1366, height: 900 } } },
  { name: 'phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
] as const;

/** Checks every expected message: next to its field (its description) and as a summary link to it. */
async function expectEveryError(
  form: Locator,
  expected: Array<{ label: string; message: string; id: string }>,
) {
  const summary = form.getByRole('alert').filter({ hasText: `Please fix these ${expected.length} things:` });
  await expect(summary).toBeVisible();
  await expect(summary.getByRole('link')).toHaveCount(expected.length);
  for (const { label, message, id } of expected) {
    await expect(form.getByLabel(label, { exact: true })).toHaveAccessibleDescription(message);
    await expect(form.getByLabel(label, { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(summary.getByRole('link', { name: message })).toHaveAttribute('href', `#${id}`);
    await expect(form.locator(`#${id}`)).toHaveCount(1);
  }
}

const JOB_ERRORS = [
  { label: 'Title', message: 'Enter a job title', id: 'job-title' },
  { label: 'Position', message: 'Enter the position', id: 'job-position' },
  { label: 'Salary', message: 'Enter the salary', id: 'job-salary' },
];

const FRANCHISE_ERRORS = [
  { label: 'Brand Name', message: 'Enter the brand name', id: 'franchise-brand_name' },
  { label: 'Company Name', message: 'Enter the company name', id: 'franchise-company_name' },
  { label: 'Contact Email', message: 'Enter an email address', id: 'franchise-contact_email' },
  { label: 'Contact Person Name', message: 'Enter the contact person’s name', id: 'franchise-contact_name' },
  { label: 'Mobile Number', message: 'Enter a mobile number', id: 'franchise-contact_phone' },
];

for (const device of viewports) {
  test.describe(`marketplace forms report every error at once (${device.name})`, () => {
    test.use(device.use);

    test('Create Job and Franchisee Provider, submitted empty', async ({ page }) => {
      await freshOwner(page, `forms-${device.name}`);

      await page.goto(`${urls.web}/CreateJob`);
      const job = page.getByRole('form', { name: 'Create Job' });
      await job.getByRole('button', { name: 'Job Create' }).click();
      await expectEveryError(job, JOB_ERRORS);
      // Focus on the first invalid field, not the top of the page.
      await expect(job.getByLabel('Title', { exact: true })).toBeFocused();
      await page.screenshot({ path: screen(`marketplace-forms-job-${device.name}`), fullPage: true });

      // Fixing one field and sending again: the others are still all listed, the fixed one is gone.
      await job.getByLabel('Title', { exact: true }).fill('Line cook');
      await job.getByRole('button', { name: 'Job Create' }).click();
      await expectEveryError(job, JOB_ERRORS.slice(1));
      await expect(job.getByLabel('Position', { exact: true })).toBeFocused();
      await expect(job.getByLabel('Title', { exact: true })).toHaveValue('Line cook');

      await page.goto(`${urls.web}/Franchisee`);
      const offer = page.getByRole('form', { name: 'Want To Give Franchisee' });
      await offer.getByRole('button', { name: 'Publish franchise offer' }).click();
      await expectEveryError(offer, FRANCHISE_ERRORS);
      await expect(offer.getByLabel('Brand Name', { exact: true })).toBeFocused();
      await page.screenshot({ path: screen(`marketplace-forms-franchise-${device.name}`), fullPage: true });
    });
  });
}

test.describe('marketplace forms without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('an empty job shows every message and a summary whose links lead to the fields', async ({ page }) => {
    await freshOwner(page, 'forms-nojs');
    await page.goto(`${urls.web}/CreateJob`);
    const job = page.getByRole('form', { name: 'Create Job' });
    await job.getByRole('button', { name: 'Job Create' }).click();
    await expectEveryError(job, JOB_ERRORS);

    // The summary's link is a plain in-page link: following it lands on the field.
    await job.getByRole('link', { name: 'Enter the salary' }).click();
    await expect(page).toHaveURL(/#job-salary$/);
    await expect(job.getByLabel('Salary', { exact: true })).toBeInViewport();
  });
});
