import { expect, test } from '@playwright/test';

import { screen } from '../support/screens';
import { demoMembers, postViaApi, uniqueWord } from '../support/social';
import { urls } from '../support/urls';

const LONG_DESCRIPTION = `${'Fresh produce every morning from the farms around Surat. '.repeat(6)}The end of the story.`;

test('a signed-out visitor opens a shared post link and is sent to login to like or comment', async ({
  page,
}) => {
  const title = `Farm to table ${uniqueWord()}`;
  const postId = await postViaApi(demoMembers.owner, { title, description: LONG_DESCRIPTION });

  // The signed-in address of a post leads a visitor to the public copy.
  await page.goto(`${urls.web}/posts/${postId}`);
  await expect(page).toHaveURL(new RegExp(`/postsnotAuth/${postId}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('link', { name: demoMembers.owner.name })).toBeVisible();
  // 300 characters, then Read more.
  await expect(page.getByText('The end of the story.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Read more' }).click();
  await expect(page.getByText(/The end of the story\./)).toBeVisible();
  await page.screenshot({ path: screen('social-public-post'), fullPage: true });

  const card = page.getByRole('article', { name: title });
  await card.getByRole('link', { name: 'Like', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goBack();
  await card.getByRole('link', { name: /\d+ Likes?$/ }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goBack();
  await card.getByRole('link', { name: 'Write a comment...' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('the logged-out preview shows the public feed and its sign-up popup leads to the Free or Elite choice', async ({
  page,
}) => {
  const title = `Preview post ${uniqueWord()}`;
  await postViaApi(demoMembers.owner2, { title, description: 'Seen by visitors before they sign up.' });
  await page.goto(`${urls.web}/`);
  const preview = page.getByRole('region', { name: 'Inside the community' });
  await expect(preview.getByRole('article').first()).toBeVisible();
  await expect(preview.getByRole('link', { name: 'IB Talks' })).toHaveAttribute('href', '/dummyIBTalks');
  await preview.screenshot({ path: screen('social-preview') });

  await preview.getByRole('article').first().getByRole('link', { name: 'Like', exact: true }).click();
  const popup = page.getByRole('dialog', { name: 'Join the community to continue' });
  await expect(popup).toBeVisible();
  await page.screenshot({ path: screen('social-signup-popup') });
  await popup.getByRole('link', { name: 'Sign Up Now' }).click();
  await expect(page).toHaveURL(/\/join$/);
});
