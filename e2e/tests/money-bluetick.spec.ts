import { BillingMessages, type BlueTickStatusView } from '@app/contracts';

import { expect, test } from '../support/fixtures';
import { createVerifiedMember } from '../support/mail';
import { apiGet, apiToken, payOnPayu, tinyPdf, tinyPng } from '../support/money';
import { screen } from '../support/screens';
import { urls } from '../support/urls';

test.describe('blue tick', () => {
  test('a new member is offered the blue tick on Home, uploads documents, pays and sees the request under review', async ({
    page,
    signIn,
  }) => {
    test.setTimeout(90_000);
    const { email, password } = await createVerifiedMember('bluetick');
    await signIn({ email, password }, { blueTickOffer: 'shown' });

    // A young account gets the offer dialog on Home, at the introductory price.
    const offer = page.getByRole('dialog', { name: 'Get the verified blue tick' });
    await expect(offer).toBeVisible();
    await expect(offer.getByText('₹499 plus GST', { exact: true })).toBeVisible();
    await expect(offer.getByText('₹999 plus GST', { exact: true })).toBeVisible();
    await page.screenshot({ path: screen('money-bluetick-offer'), fullPage: true });

    await offer.getByLabel('Identity document (Aadhar/Pan/Voter ID)').setInputFiles({
      name: 'identity.pdf',
      mimeType: 'application/pdf',
      buffer: tinyPdf(),
    });
    await offer
      .getByLabel('Business proof')
      .setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: tinyPng() });
    await offer.getByRole('button', { name: 'Verified Now !!!' }).click();

    await payOnPayu(page, 'success');
    // /blueticksuccess shows nothing and goes Home, where the card says the request waits for staff.
    await expect(page).toHaveURL(/\/Home\/User$/);
    await expect(page.getByText(BillingMessages.blueTickUnderReview)).toBeVisible();
    await page.goto(`${urls.web}/blue-tick`);
    await expect(page.getByText(BillingMessages.blueTickUnderReview)).toBeVisible();
    await page.screenshot({ path: screen('money-bluetick-under-review'), fullPage: true });

    const status = await apiGet<BlueTickStatusView>('bluetick-status', await apiToken(email, password));
    expect(status.bluetick_payment_details?.status).toBe('under review');
    expect(status.blue_tick).toBe(0);
  });

  test('a document that is not a PDF or an image is refused next to its field', async ({ page, signIn }) => {
    const { email, password } = await createVerifiedMember('bluetick-bad');
    await signIn({ email, password }, { blueTickOffer: 'shown' });
    await page.goto(`${urls.web}/blue-tick`);
    await expect(page.getByRole('heading', { name: /Verified blue tick/ })).toBeVisible();
    const form = page.getByRole('form', { name: 'Blue-tick documents' });
    await form.getByLabel('Identity document (Aadhar/Pan/Voter ID)').setInputFiles({
      name: 'identity.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('not a pdf at all'),
    });
    await form
      .getByLabel('Business proof')
      .setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: tinyPng() });
    await form.getByRole('button', { name: 'Verified Now !!!' }).click();
    await expect(form.getByLabel('Identity document (Aadhar/Pan/Voter ID)')).toHaveAccessibleDescription(
      /The identity document must be a PDF or an image \(JPEG, PNG or WebP\)\./,
    );
    await expect(page).toHaveURL(/\/blue-tick$/);
  });
});
