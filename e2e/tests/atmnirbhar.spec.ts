import { AgentMessages } from '@app/contracts';

import { expect, staff, test } from '../support/fixtures';
import { tinyPdf, tinyPng } from '../support/money';
import { screen } from '../support/screens';
import { freshMember, uniqueWord } from '../support/social';
import { urls } from '../support/urls';

/** Finance reviews Atmnirbhar applications (decision 145); finance signs in with a two-factor code. */
const finance = staff.finance;

/** An Aadhaar number whose last digit is its Verhoeff check digit. */
const AADHAAR = '234567890124';
const PAN = 'ABCPE1234F';

const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: tinyPdf() });
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: tinyPng() });

test.describe('Atmnirbhar', () => {
  test('an Indian member applies with the four documents, finance approves, and the member sees the panel with the coupon', async ({
    page,
    pageAs,
    signInToConsole,
  }) => {
    const member = await freshMember('atmnirbhar', 'Ravi', uniqueWord());
    const site = await pageAs(member);

    await site.goto(`${urls.web}/Home/User/Atmnirbhar`);
    await expect(site.getByRole('heading', { name: 'Atmnirbhar' })).toBeVisible();
    const form = site.getByRole('form', { name: 'Atmnirbhar application' });
    await form.getByLabel('Mobile No').fill('9876543210');
    await form.getByLabel('Address', { exact: true }).fill('12 Ring Road, Surat');
    await form.getByLabel('Business Name').fill('Ravi Traders');
    await form.getByLabel('Business Address').fill('14 Ring Road, Surat');
    await form.getByLabel('Current Occupation').fill('Shopkeeper');
    await form.getByLabel('Net Annual Income (Rs.)').fill('250000');
    await form.getByLabel('Education', { exact: true }).fill('B.Com');
    await form.getByLabel('Pan Card Number').fill(PAN);
    // The Aadhaar input shows the number in groups of 4 as it is typed.
    await form.getByLabel('Aadhar Card Number').pressSequentially(AADHAAR);
    await expect(form.getByLabel('Aadhar Card Number')).toHaveValue('2345 6789 0124');
    await form.getByLabel('GST No (optional)').fill('24AAAAA0000A1Z8');
    await form.getByLabel('Education Certificate').setInputFiles(pdf('degree.pdf'));
    await form.getByLabel('Pan Card', { exact: true }).setInputFiles(png('pan.png'));
    await form.getByLabel('Aadhar Card', { exact: true }).setInputFiles(pdf('aadhaar.pdf'));
    await form.getByLabel('GST No Proof (needed with a GST number)').setInputFiles(png('gst.png'));

    // Without the declaration the application is refused, the box named next to it.
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(
      form.getByLabel('I declare that my annual income is under Rs. 3 LPA.'),
    ).toHaveAccessibleDescription(AgentMessages.declarationMissing);
    await expect(site).toHaveURL(/\/Home\/User\/Atmnirbhar$/);

    await form.getByLabel('I declare that my annual income is under Rs. 3 LPA.').check();
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(site).toHaveURL(/\/Home\/User\/AtmPaySuc$/);
    await expect(site.getByRole('heading', { name: AgentMessages.becameAgent })).toBeVisible();
    await site.screenshot({ path: screen('atmnirbhar-submitted'), fullPage: true });

    // The application page now says it is under review, with the numbers masked.
    await site.goto(`${urls.web}/Home/User/Atmnirbhar`);
    await expect(site.getByText(AgentMessages.pending)).toBeVisible();
    await expect(site.getByText(/XXXXXXXX0124/)).toBeVisible();
    await expect(site.getByText(AADHAAR)).toHaveCount(0);

    // Finance reviews it in the console: the full numbers (an audited read) and the documents.
    await signInToConsole(finance);
    await page.getByRole('menuitem', { name: 'Atmnirbhar applications' }).click();
    const row = page.getByRole('row').filter({ hasText: member.email });
    await expect(row).toContainText('XXXXXX234F');
    await row.getByText(member.email).click();
    await expect(page.getByText(PAN, { exact: true })).toBeVisible();
    await expect(page.getByText(AADHAAR, { exact: true })).toBeVisible();
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'PAN card' }).click();
    await (await popup).close();
    await page.screenshot({ path: screen('console-atmnirbhar-show'), fullPage: true });
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(
      page.getByText('Application approved: the member is now an Atmnirbhar agent with a personal coupon.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);

    // The member's Atmnirbhar page is now the panel with their coupon.
    await site.goto(`${urls.web}/Home/User/Atmnirbhar`);
    await expect(site.getByRole('heading', { name: 'Atmnirbhar Panel' })).toBeVisible();
    await expect(site.getByText(/^ATM\d+[A-Z0-9]{5}$/)).toBeVisible();
    await site.screenshot({ path: screen('atmnirbhar-panel'), fullPage: true });
    await site.getByRole('link', { name: 'Open your wallet' }).click();
    await expect(site.getByRole('heading', { name: 'Wallet' })).toBeVisible();
    await expect(site.getByText('No wallet entries yet.')).toBeVisible();
  });

  test('without JavaScript the form is checked on the server: every error next to its field, the entries kept', async ({
    pageAs,
  }) => {
    const member = await freshMember('atmnirbhar-nojs', 'Asha', uniqueWord());
    const site = await pageAs(member, { context: { javaScriptEnabled: false } });
    await site.goto(`${urls.web}/Home/User/Atmnirbhar`);
    const form = site.getByRole('form', { name: 'Atmnirbhar application' });
    await form.getByLabel('Mobile No').fill('9876543210');
    await form.getByLabel('Address', { exact: true }).fill('12 Ring Road, Surat');
    await form.getByLabel('Business Name').fill('Asha Foods');
    await form.getByLabel('Business Address').fill('14 Ring Road, Surat');
    await form.getByLabel('Current Occupation').fill('Cook');
    await form.getByLabel('Net Annual Income (Rs.)').fill('450000');
    await form.getByLabel('Education', { exact: true }).fill('HSC');
    await form.getByLabel('Pan Card Number').fill('ABCDE12345');
    await form.getByLabel('Aadhar Card Number').fill('2345 6789 0123');
    await form.getByLabel('Education Certificate').setInputFiles(pdf('degree.pdf'));
    await form.getByLabel('Pan Card', { exact: true }).setInputFiles(pdf('pan.pdf'));
    await form.getByLabel('Aadhar Card', { exact: true }).setInputFiles({
      name: 'aadhaar.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('not really a PDF'),
    });
    await form.getByRole('button', { name: 'Submit' }).click();

    // Every message at once, each next to its field and listed (as a link) in the summary at the top.
    const summary = form.getByRole('alert').filter({ hasText: 'Please fix these' });
    await expect(summary.getByRole('link', { name: AgentMessages.declarationMissing })).toBeVisible();
    await expect(
      form.getByLabel('I declare that my annual income is under Rs. 3 LPA.'),
    ).toHaveAccessibleDescription(AgentMessages.declarationMissing);
    await expect(form.getByLabel('Pan Card Number')).toHaveAccessibleDescription(/valid PAN/);
    await expect(form.getByLabel('Aadhar Card Number')).toHaveAccessibleDescription(/valid 12-digit Aadhaar/);
    await expect(form.getByLabel('Net Annual Income (Rs.)')).toHaveAccessibleDescription(
      /The net annual income must be under Rs. 3 LPA/,
    );
    await expect(form.getByLabel('Aadhar Card', { exact: true })).toHaveAccessibleDescription(
      /Aadhaar card document must be a PDF or an image/,
    );
    await expect(summary.getByRole('link', { name: /valid PAN/ })).toHaveAttribute(
      'href',
      '#dsa-pancard_number',
    );
    await expect(form.getByLabel('Business Name')).toHaveValue('Asha Foods');
    await site.screenshot({ path: screen('atmnirbhar-errors-nojs'), fullPage: true });
  });
});
