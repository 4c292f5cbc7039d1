import { ContactMessages, ManpowerMessages, Messages } from '@app/contracts';

import { expect, test } from '../support/fixtures';
import { becomeElite, freshOwner } from '../support/market';
import { createVerifiedMember } from '../support/mail';
import { screen } from '../support/screens';
import { memberId, uniqueWord } from '../support/social';
import { urls } from '../support/urls';

/**
 * Issue 36 part 1 (decisions 210-212): what Elite pays for. An Elite vendor reveals an owner's requirement
 * contact with "Show contact"; a professional lets Elite owners see the CV, and an Elite owner reveals it;
 * each member sees under "Who viewed my contact" who did.
 */
test.describe('contacts for Elite members, with the member in control', () => {
  test('an Elite vendor reveals a requirement’s contact; a professional consents and an Elite owner reveals the CV; both are logged', async ({
    page,
    pageAs,
  }) => {
    test.setTimeout(240_000);
    // An Elite owner posts a requirement; the form states the default choice (Elite members).
    const owner = await freshOwner(page, 'contacts-owner');
    await becomeElite(page);
    await page.goto(`${urls.web}/PostReq`);
    const title = `Paneer ${uniqueWord()}`;
    const post = page.getByRole('form', { name: 'Post My Requirment' });
    await post.getByLabel('Title').fill(title);
    await post.getByLabel('Description').fill('20 kg of malai paneer daily, by 7 am.');
    await expect(post.getByLabel(ContactMessages.shownOptions.elite)).toBeChecked();
    await expect(post.getByLabel(ContactMessages.shownOptions.after_trade.requirement)).not.toBeChecked();
    await post.getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL(/\/ShowRequirment$/);

    // An Elite vendor sees "Show contact" on the row, not the contact itself, and reveals it.
    const vendorLast = uniqueWord();
    const vendor = await createVerifiedMember('contacts-vendor', {
      user_type: '7',
      first_name: 'Vikram',
      last_name: vendorLast,
      business_name: 'Patel Dairy',
    });
    const vendorPage = await pageAs(vendor);
    await becomeElite(vendorPage);
    await vendorPage.goto(`${urls.web}/VendorListing/requirements`);
    const row = vendorPage.getByRole('row').filter({ hasText: title });
    await expect(row.getByText(owner.email)).toHaveCount(0);
    await row.getByRole('button', { name: `${ContactMessages.showContact} for ${title}` }).click();
    await expect(row.getByRole('link', { name: owner.email })).toBeVisible();
    await vendorPage.screenshot({ path: screen('market-contacts-vendor-reveal'), fullPage: true });

    // A free vendor gets the seeds' Elite prompt in the row instead of Show contact, and no contact.
    const freeVendor = await createVerifiedMember('contacts-free-vendor', {
      user_type: '7',
      first_name: 'Farid',
      last_name: uniqueWord(),
      business_name: 'Farid Foods',
    });
    const freePage = await pageAs(freeVendor);
    await freePage.goto(`${urls.web}/VendorListing/requirements`);
    const freeRow = freePage.getByRole('row').filter({ hasText: title });
    await expect(freeRow.getByText(owner.email)).toHaveCount(0);
    await expect(
      freeRow.getByRole('button', { name: new RegExp(`^${ContactMessages.showContact}`) }),
    ).toHaveCount(0);
    await freeRow.getByRole('link', { name: `${Messages.eliteModalTitle} to see this contact` }).click();
    const prompt = freePage.getByRole('dialog', { name: Messages.eliteModalTitle });
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole('region', { name: 'What Elite gives' })).toContainText(
      'The contact details of a listing are shown to Elite members.',
    );
    await expect(prompt.getByRole('button', { name: 'Create Payment' })).toBeVisible();
    await expect(freePage.getByText(owner.email)).toHaveCount(0);

    // A professional ticks the (unticked) consent box on Edit Profile.
    const chefLast = uniqueWord();
    const chef = await createVerifiedMember('contacts-chef', {
      user_type: '8',
      first_name: 'Karan',
      last_name: chefLast,
    });
    const chefId = await memberId({ ...chef, name: 'Karan' });
    const chefPage = await pageAs(chef);
    await chefPage.goto(`${urls.web}/ManpowerListings/ManpowerEditProfile/${chefId}`);
    const profile = chefPage.getByRole('form', { name: 'Edit Profile' });
    const consent = profile.getByLabel(ContactMessages.cvConsentLabel);
    await expect(consent).not.toBeChecked();
    await consent.check();
    await profile.getByRole('button', { name: 'Update' }).click();
    await expect(
      chefPage.getByRole('status').filter({ hasText: ManpowerMessages.profileUpdated }),
    ).toBeVisible();
    await expect(profile.getByLabel(ContactMessages.cvConsentLabel)).toBeChecked();

    // The Elite owner reveals the professional's contact on the read-more page.
    await page.goto(`${urls.web}/read-more/Manpower/${chefId}`);
    const contact = page.getByRole('region', { name: 'Contact' });
    await contact
      .getByRole('button', { name: new RegExp(`^${ContactMessages.showContact} for Karan`) })
      .click();
    await expect(
      page.getByRole('region', { name: 'Contact' }).getByRole('link', { name: chef.email }),
    ).toBeVisible();

    // Each member's log, reached from the account menu, names who viewed what.
    await page.getByLabel(/^Account menu for/).click();
    await page.getByRole('link', { name: 'Who viewed my contact' }).click();
    await expect(page).toHaveURL(/\/Home\/User\/contact-views$/);
    const ownerLog = page.getByRole('row').filter({ hasText: `Vikram ${vendorLast}` });
    await expect(ownerLog.getByRole('link', { name: 'the contact of your requirement' })).toBeVisible();
    await page.screenshot({ path: screen('market-contacts-log'), fullPage: true });

    await chefPage.goto(`${urls.web}/Home/User/contact-views`);
    const chefLog = chefPage.getByRole('row').filter({ hasText: owner.name });
    await expect(chefLog.getByRole('link', { name: 'your CV and contact' })).toBeVisible();
  });

  test('an owner lets Elite vendors and professionals see the restaurant’s phone and e-mail; an Elite vendor reveals it from the directory; a free professional gets the Elite prompt', async ({
    page,
    pageAs,
  }) => {
    test.setTimeout(240_000);
    // The Elite vendor first (paying takes a while), so the restaurant is among the newest when they look.
    const vendorLast = uniqueWord();
    const vendor = await createVerifiedMember('contacts-dir-vendor', {
      user_type: '7',
      first_name: 'Vinod',
      last_name: vendorLast,
      business_name: 'Ghee Traders',
    });
    const vendorPage = await pageAs(vendor);
    await becomeElite(vendorPage);

    // The owner ticks the (unticked) box on the restaurant profile.
    const owner = await freshOwner(page, 'contacts-restaurant');
    const ownerId = await memberId(owner);
    const title = `Tandoor House ${uniqueWord()}`;
    await page.goto(`${urls.web}/EditProfile/${ownerId}`);
    const profile = page.getByRole('form', { name: 'Restaurant Update Profile' });
    await profile.getByLabel('Business name', { exact: true }).fill(title);
    const consent = profile.getByLabel(ContactMessages.restaurantConsentLabel);
    await expect(consent).not.toBeChecked();
    await consent.check();
    await profile.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Profile updated successfully.' })).toBeVisible();
    await expect(profile.getByLabel(ContactMessages.restaurantConsentLabel)).toBeChecked();

    // The Elite vendor sees "Show contact" on the restaurant's card, not the contact, and reveals it.
    await vendorPage.goto(`${urls.web}/RestaurantList`);
    const card = vendorPage.getByRole('listitem').filter({ hasText: title });
    await expect(card.getByText(owner.email)).toHaveCount(0);
    await card.getByRole('button', { name: `${ContactMessages.showContact} for ${title}` }).click();
    await expect(card.getByRole('link', { name: owner.email })).toBeVisible();
    await vendorPage.screenshot({ path: screen('market-contacts-restaurant-reveal'), fullPage: true });

    // The owner sees who viewed it.
    await page.goto(`${urls.web}/Home/User/contact-views`);
    const log = page.getByRole('row').filter({ hasText: `Vinod ${vendorLast}` });
    await expect(log.getByRole('link', { name: "your restaurant's phone and e-mail" })).toBeVisible();

    // A free professional gets the Elite prompt on the same card, and no contact.
    const chef = await createVerifiedMember('contacts-dir-chef', {
      user_type: '8',
      first_name: 'Kabir',
      last_name: uniqueWord(),
    });
    const chefPage = await pageAs(chef);
    await chefPage.goto(`${urls.web}/RestaurantList`);
    const chefCard = chefPage.getByRole('listitem').filter({ hasText: title });
    await expect(chefCard.getByText(owner.email)).toHaveCount(0);
    await expect(
      chefCard.getByRole('button', { name: `${ContactMessages.showContact} for ${title}` }),
    ).toHaveCount(0);
    await chefCard.getByRole('link', { name: `${Messages.eliteModalTitle} to see this contact` }).click();
    await expect(chefPage.getByRole('dialog', { name: Messages.eliteModalTitle })).toBeVisible();
  });
});
