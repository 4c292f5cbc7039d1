import { expect, test } from '../support/fixtures';
import { screen } from '../support/screens';
import { demoMembers, freshMember, memberId, pngImage, uniqueWord } from '../support/social';
import { urls } from '../support/urls';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a member posts with an image, likes, comments and follows with plain forms', async ({
    page,
    signIn,
  }) => {
    const member = await freshMember('nojs', 'Nina', uniqueWord());
    await signIn(member);

    // The create-post stub opens the dialog from the server.
    await page.getByRole('link', { name: /Start a post/ }).click();
    await expect(page).toHaveURL(/\/Home\/User\?create=1$/);
    const form = page.getByRole('form', { name: 'Create Post' });
    const title = `Plain form post ${uniqueWord()}`;
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Description').fill('Posted without any script.');
    await form.getByLabel('Photos').setInputFiles([pngImage('plain.png', [90, 40, 140])]);
    await page.screenshot({ path: screen('social-nojs-create'), fullPage: true });
    await form.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(page).toHaveURL(/\/Home\/User(#.*)?$/);
    const card = page.getByRole('article', { name: title });
    await expect(card).toBeVisible();
    await expect(card.getByRole('img', { name: /^Image 1 of 1/ })).toBeVisible();

    // An empty post is refused with the seeds' message, next to the form.
    await page.getByRole('link', { name: /Start a post/ }).click();
    await page
      .getByRole('form', { name: 'Create Post' })
      .getByRole('button', { name: 'Post', exact: true })
      .click();
    await expect(page.getByRole('alert')).toContainText('One Field Is Required too');
    await page.goto(`${urls.web}/Home/User`);

    // Like: the page comes back with the post liked.
    await card.getByRole('button', { name: 'Like', exact: true }).click();
    await expect(card.getByRole('button', { name: 'Liked' })).toBeVisible();
    await expect(card.getByRole('link', { name: '1 Like', exact: true })).toBeVisible();

    // Comment from the card; the post page lists it.
    await card.getByLabel('Write a comment').fill('A comment sent as a plain form.');
    await card.getByRole('button', { name: 'Comment', exact: true }).click();
    await expect(card.getByText('1 Comment', { exact: true })).toBeVisible();
    await card.getByRole('link', { name: title, exact: true }).click();
    await expect(page).toHaveURL(/\/posts\/\d+$/);
    await expect(page.getByText('A comment sent as a plain form.')).toBeVisible();
    await page.screenshot({ path: screen('social-nojs-post'), fullPage: true });

    // Follow from a profile.
    const ownerId = await memberId(demoMembers.owner2);
    await page.goto(`${urls.web}/Profile/${ownerId}`);
    await page.getByRole('button', { name: `Follow ${demoMembers.owner2.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/Profile/${ownerId}$`));
    await expect(page.getByText('Requested', { exact: true })).toBeVisible();
  });
});
