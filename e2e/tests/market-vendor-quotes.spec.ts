import { MarketplaceMessages, VendorMessages } from '@app/contracts';

import { expect, test } from '../support/fixtures';
import { becomeElite, freshOwner } from '../support/market';
import { createVerifiedMember, waitForMail } from '../support/mail';
import { screen } from '../support/screens';
import { apiToken, uniqueWord } from '../support/social';
import { urls } from '../support/urls';

test.describe('quotes: a vendor quotes, the owner compares and accepts', () => {
  test('the vendor’s quote reaches the owner, who accepts it; the vendor gets the mail', async ({
    page,
    pageAs,
  }) => {
    test.setTimeout(180_000);
    // An Elite owner posts a requirement.
    const owner = await freshOwner(page, 'quote-owner');
    await becomeElite(page);
    await page.goto(`${urls.web}/PostReq`);
    const title = `Paneer ${uniqueWord()}`;
    const post = page.getByRole('form', { name: 'Post My Requirment' });
    await post.getByLabel('Title').fill(title);
    await post.getByLabel('Description').fill('20 kg of malai paneer daily, by 7 am.');
    // The owner keeps the contact until a quote (decision 210): the vendor reads "Quote to see".
    await post.getByLabel('Only after a quote').check();
    await post.getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL(/\/ShowRequirment$/);

    // Two vendors: one quotes through the site, the other (dearer) through the API.
    const vendor = await createVerifiedMember('quote-vendor', {
      user_type: '7',
      first_name: 'Vikram',
      last_name: uniqueWord(),
      business_name: 'Patel Dairy',
    });
    const rival = await createVerifiedMember('quote-rival', {
      user_type: '7',
      first_name: 'Neha',
      last_name: uniqueWord(),
      business_name: 'Desai Foods',
    });

    const vendorPage = await pageAs(vendor);
    await vendorPage.goto(`${urls.web}/VendorListing/requirements`);
    const row = vendorPage.getByRole('row').filter({ hasText: title });
    await expect(row.getByRole('cell', { name: 'Quote to see' })).toHaveCount(1);
    await row.getByRole('link', { name: `Quote for ${title}` }).click();
    const quoteForm = vendorPage.getByRole('form', { name: `Quote for ${title}` });
    await quoteForm.getByLabel('Mobile No').fill('9844400001');
    await quoteForm.getByLabel('Rate (₹)').fill('380');
    await quoteForm.getByLabel('Remark').fill('Delivered by 6:30 am');
    const requirementId = Number(
      await quoteForm.locator('input[name="requirement_id"]').getAttribute('value'),
    );
    await quoteForm.getByRole('button', { name: 'Send Quote' }).click();
    await expect(
      vendorPage.getByRole('status').filter({ hasText: MarketplaceMessages.interested }),
    ).toBeVisible();
    // Once quoted, the vendor sees the owner's e-mail to follow up.
    await expect(row.getByText(owner.email)).toBeVisible();
    await expect(row.getByRole('link', { name: `Change quote for ${title}` })).toBeVisible();
    await vendorPage.screenshot({ path: screen('market-vendor-requirements'), fullPage: true });

    // The requirement's read-more page offers the vendor who quoted a Message button (their own quote's
    // conversation with the owner, decision 361); it opens the thread.
    await vendorPage.goto(`${urls.web}/read-more/requirement/${requirementId}`);
    await vendorPage.getByRole('button', { name: /^Message / }).click();
    await expect(vendorPage).toHaveURL(/\/messages\/\d+$/);
    await expect(vendorPage.getByRole('heading', { level: 1, name: owner.name })).toBeVisible();

    const rivalToken = await apiToken({ ...rival, name: 'Neha' });
    const rivalQuote = await fetch(`${urls.api}/api/vendor/vendors/interested/${requirementId}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${rivalToken}`,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: JSON.stringify({
        is_intrested: 1,
        mobile_no: '9844400002',
        rate: 420,
        remark: 'Fortnightly billing',
      }),
    });
    expect(rivalQuote.status).toBe(200);

    // The owner compares the quotes: cheapest first, then accepts the site vendor's.
    await page.goto(`${urls.web}/RecievedQuote`);
    await page
      .getByRole('link', { name: `Compare quotes for ${title}` })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/RecievedQuote/${requirementId}$`));
    const cards = page.getByRole('list', { name: 'Quotes' }).getByRole('listitem');
    await expect(cards).toHaveCount(2);
    await expect(cards.nth(0)).toContainText('₹380');
    await expect(cards.nth(0)).toContainText('Patel Dairy');
    await expect(cards.nth(1)).toContainText('₹420');
    await page.getByRole('link', { name: 'Rate: high to low' }).click();
    await expect(cards.nth(0)).toContainText('₹420');
    await page.getByRole('link', { name: 'Rate: low to high' }).click();
    await expect(cards.nth(0)).toContainText('₹380');
    await page.screenshot({ path: screen('market-owner-compare-quotes'), fullPage: true });

    const since = new Date();
    await cards.nth(0).getByRole('button', { name: 'Accept' }).click();
    await expect(page.getByRole('status').filter({ hasText: VendorMessages.quoteAccepted })).toBeVisible();
    await expect(cards.nth(0)).toContainText('Accepted');
    await expect(page.getByRole('button', { name: 'Accept' })).toHaveCount(0);

    const mail = await waitForMail(vendor.email, { match: /was accepted/, since, timeoutMs: 30_000 });
    expect(mail.subject).toBe(`Your quote for "${title}" was accepted`);
    const other = await waitForMail(rival.email, {
      match: /awarded to another vendor/,
      since,
      timeoutMs: 30_000,
    });
    expect(other.subject).toContain(title);
  });
});
