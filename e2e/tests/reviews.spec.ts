import { ModerationMessages, ReviewMessages, VendorMessages } from '@app/contracts';

import { expect, test } from '../support/fixtures';
import { createVerifiedMember } from '../support/mail';
import { becomeElite, freshOwner } from '../support/market';
import { screen } from '../support/screens';
import { apiToken, memberId, uniqueWord } from '../support/social';
import { urls } from '../support/urls';

test.describe('reviews: both sides of an awarded quote review each other', () => {
  test('owner and vendor review each other after the award; the rating shows on the card and the quotes', async ({
    page,
    pageAs,
  }) => {
    test.setTimeout(180_000);
    // An Elite owner's requirement, a vendor's quote (through the API), the owner's award on the site.
    const owner = await freshOwner(page, 'review-owner');
    await becomeElite(page);
    await page.goto(`${urls.web}/PostReq`);
    const title = `Paneer ${uniqueWord()}`;
    const post = page.getByRole('form', { name: 'Post My Requirment' });
    await post.getByLabel('Title').fill(title);
    await post.getByLabel('Description').fill('20 kg of malai paneer daily, by 7 am.');
    await post.getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL(/\/ShowRequirment$/);

    const vendorName = `Vikram ${uniqueWord()}`;
    const [first, last] = vendorName.split(' ');
    const vendor = {
      ...(await createVerifiedMember('review-vendor', {
        user_type: '7',
        first_name: first!,
        last_name: last!,
        business_name: 'Patel Dairy',
      })),
      name: vendorName,
    };
    const [ownerId, vendorId] = [await memberId(owner), await memberId(vendor)];
    const vendorToken = await apiToken(vendor);
    const asVendor = { authorization: `Bearer ${vendorToken}`, accept: 'application/json' };
    const listed = await fetch(`${urls.api}/api/vendor/requirements?per_page=50`, { headers: asVendor });
    const requirement = ((await listed.json()).data.data as Array<{ id: number; title: string }>).find(
      (r) => r.title === title,
    )!;
    const quoted = await fetch(`${urls.api}/api/vendor/vendors/interested/${requirement.id}`, {
      method: 'POST',
      headers: { ...asVendor, 'content-type': 'application/json' },
      body: JSON.stringify({ is_intrested: 1, mobile_no: '9844400001', rate: 380, remark: 'Daily at 6:30' }),
    });
    expect(quoted.status).toBe(200);

    await page.goto(`${urls.web}/RecievedQuote/${requirement.id}`);
    const card = page.getByRole('list', { name: 'Quotes' }).getByRole('listitem').first();
    // Before any review the card says so.
    await expect(card.getByText('No reviews yet')).toBeVisible();
    await card.getByRole('button', { name: 'Accept' }).click();
    await expect(page.getByRole('status').filter({ hasText: VendorMessages.quoteAccepted })).toBeVisible();

    // The owner reviews the vendor from the user menu's Reviews page: hidden until the vendor writes.
    await page.goto(`${urls.web}/Home/User/reviews`);
    const ownerForm = page.getByRole('form', { name: `Review of ${vendorName}` });
    await ownerForm.getByLabel('Rating').selectOption('5');
    await ownerForm.getByLabel('Your review').fill('Fresh paneer every morning, never late.');
    await ownerForm.getByLabel('On time').check();
    await ownerForm.getByLabel('Quality as promised').check();
    await ownerForm.getByRole('button', { name: 'Publish review' }).click();
    await expect(page.getByRole('status').filter({ hasText: ReviewMessages.created })).toBeVisible();
    await expect(page.getByText('written, not yet published')).toBeVisible();

    const vendorPage = await pageAs(vendor);
    await vendorPage.goto(`${urls.web}/Profile/${vendorId}/Reviews`);
    await expect(vendorPage.getByText('No reviews yet.')).toBeVisible();

    // The vendor reviews the owner: both are published.
    await vendorPage.goto(`${urls.web}/Home/User/reviews`);
    const vendorForm = vendorPage.getByRole('form', { name: /^Review of Omar / });
    await vendorForm.getByLabel('Rating').selectOption('4');
    await vendorForm.getByLabel('Your review').fill('Clear order, paid on the day.');
    await vendorForm.getByLabel('Paid on time').check();
    await vendorForm.getByRole('button', { name: 'Publish review' }).click();
    await expect(vendorPage.getByRole('status').filter({ hasText: ReviewMessages.created })).toBeVisible();
    await expect(vendorPage.getByText('You have no trades to review right now.')).toBeVisible();

    // The vendor reads the owner's review on their profile and replies once.
    await vendorPage.goto(`${urls.web}/Profile/${vendorId}/Reviews`);
    const review = vendorPage.getByRole('article', { name: `Review by ${owner.name}` });
    await expect(review).toContainText('Fresh paneer every morning, never late.');
    await expect(review.getByRole('list', { name: 'Tags' })).toContainText('On time');
    await expect(
      vendorPage.getByRole('img', { name: 'Rated 5.0 out of 5 from 1 review' }).first(),
    ).toBeVisible();
    await review.getByLabel('Your public reply (once)').fill('Thank you, see you tomorrow at 6:30.');
    await review.getByRole('button', { name: 'Reply' }).click();
    await expect(vendorPage.getByRole('status').filter({ hasText: ReviewMessages.replied })).toBeVisible();
    await expect(review.getByRole('blockquote', { name: 'Reply' })).toContainText('see you tomorrow');
    await expect(review.getByRole('button', { name: 'Reply' })).toHaveCount(0);
    await vendorPage.screenshot({ path: screen('reviews-vendor-profile'), fullPage: true });
    // The reviewed member cannot remove the review; they can report it to the moderators.
    await review.getByRole('button', { name: 'Report' }).click();
    const dialog = vendorPage.getByRole('dialog', { name: 'Report this review' });
    await dialog.getByLabel('Harassment or bullying').check();
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByRole('status')).toHaveText(ModerationMessages.reported);

    // The owner sees the vendor's rating on the directory card and on the received quotes.
    await page.goto(`${urls.web}/AllVendors`);
    const vendorCard = page.getByRole('list', { name: 'All Vendors' }).getByRole('listitem').filter({
      hasText: vendorName,
    });
    await expect(vendorCard.getByRole('img', { name: 'Rated 5.0 out of 5 from 1 review' })).toBeVisible();
    // Sorted by rating, the vendor is there with the rating too.
    await page.getByRole('link', { name: 'Top rated' }).click();
    await expect(page).toHaveURL(/sort=rating/);
    await expect(vendorCard.getByRole('img', { name: 'Rated 5.0 out of 5 from 1 review' })).toBeVisible();
    await page.goto(`${urls.web}/RecievedQuote/${requirement.id}`);
    await expect(card.getByRole('img', { name: 'Rated 5.0 out of 5 from 1 review' })).toBeVisible();
    await page.screenshot({ path: screen('reviews-received-quotes'), fullPage: true });
    // The vendor's read-more page: the rating and the newest reviews, with the vendor's reply.
    await page.goto(`${urls.web}/read-more/Vendor/${vendorId}`);
    const reviews = page.getByRole('region', { name: 'Reviews' });
    await expect(reviews.getByRole('img', { name: 'Rated 5.0 out of 5 from 1 review' })).toBeVisible();
    const latest = reviews.getByRole('list', { name: 'Newest reviews' }).getByRole('article');
    await expect(latest).toHaveCount(1);
    await expect(latest.getByRole('blockquote', { name: 'Reply' })).toContainText('see you tomorrow');
    await expect(reviews.getByRole('link', { name: 'Open the Reviews tab' })).toHaveAttribute(
      'href',
      `/Profile/${vendorId}/Reviews`,
    );

    // And the vendor's review of the owner on the owner's profile.
    await page.goto(`${urls.web}/Profile/${ownerId}/Reviews`);
    await expect(page.getByRole('article', { name: `Review by ${vendorName}` })).toContainText(
      'Clear order, paid on the day.',
    );
  });
});
