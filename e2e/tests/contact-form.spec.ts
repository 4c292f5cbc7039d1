import { DataRightsMessages } from '@app/contracts';

import { expect, staff, test } from '../support/fixtures';
import { listRows, openMenu } from '../support/moderation';
import { screen } from '../support/screens';
import { uniqueWord } from '../support/social';
import { urls } from '../support/urls';

test('a visitor writes through the contact form and a moderator marks the message handled in the console', async ({
  page,
  browser,
  signInToConsole,
}) => {
  test.setTimeout(90_000);
  const subject = `Refund question ${uniqueWord()}`;
  const context = await browser.newContext({ javaScriptEnabled: false });
  const site = await context.newPage();
  await site.goto(`${urls.web}/`);
  await site.getByRole('contentinfo').getByRole('link', { name: 'Contact Us', exact: true }).click();
  await expect(site.getByRole('heading', { name: 'Contact Us', level: 1 })).toBeVisible();

  // Without JavaScript: every missing field is named at once.
  await site.getByRole('button', { name: 'Send message' }).click();
  // Each next to its field (and listed in the form's summary).
  for (const [label, text] of [
    ['Name', 'Name is required'],
    ['E-mail', 'E-mail is required'],
    ['Subject', 'Subject is required'],
    ['Message', 'Message is required'],
  ])
    await expect(site.getByLabel(label, { exact: true })).toHaveAccessibleDescription(text);

  await site.getByLabel('Name').fill('Meera Shah');
  await site.getByLabel('E-mail').fill('meera@example.test');
  await site.getByLabel('Subject').fill(subject);
  await site.getByLabel('Message').fill('I paid twice for my Elite membership.');
  await site.getByRole('button', { name: 'Send message' }).click();
  await expect(site.getByText(DataRightsMessages.contactSent)).toBeVisible();
  await site.screenshot({ path: screen('contact-sent'), fullPage: true });
  await context.close();

  await signInToConsole(staff.moderator);
  await openMenu(page, 'Contact messages');
  const row = listRows(page).filter({ hasText: subject });
  await expect(row).toHaveCount(1);
  await row.getByText(subject).click();
  await expect(page.getByText('I paid twice for my Elite membership.')).toBeVisible();
  await page.getByRole('button', { name: 'Mark handled' }).click();
  await expect(page.getByText('Marked as handled.')).toBeVisible();
  await expect(page.getByText('Handled', { exact: true })).toBeVisible();
  await page.screenshot({ path: screen('console-contact-message'), fullPage: true });
});
