import { expect, test } from '../support/fixtures';
import { screen } from '../support/screens';
import { freshMember, pngImage, uniqueWord } from '../support/social';

const LONG_TEXT =
  'Our monsoon menu starts on Monday: steamed momos, masala corn, ginger chai and a new thali for the rainy ' +
  'evenings. Come early, the terrace fills up fast.';

test('a post with two images reaches the feed; another member likes and comments; the author sees the counts', async ({
  pageAs,
}) => {
  const author = await freshMember('feed-author', 'Asha', uniqueWord());
  const reader = await freshMember('feed-reader', 'Ravi', uniqueWord());
  const title = `Monsoon menu ${uniqueWord()}`;

  // The author posts with two images (a third is chosen and removed again before sending).
  const authorPage = await pageAs(author, { clipboard: true });
  await expect(authorPage.getByRole('complementary', { name: 'Your profile' })).toContainText(author.name);
  await authorPage.screenshot({ path: screen('social-home'), fullPage: true });
  await authorPage.getByRole('link', { name: /Start a post/ }).click();
  const create = authorPage.getByRole('dialog', { name: 'Create Post' });
  await create.getByLabel('Title').fill(title);
  await create.getByLabel('Location').fill('Surat');
  await create.getByLabel('Description').fill(LONG_TEXT);
  await create
    .getByLabel('Photos')
    .setInputFiles([pngImage('one.png', [200, 60, 30]), pngImage('two.png', [30, 90, 200])]);
  await create.getByLabel('Photos').setInputFiles([pngImage('three.png', [30, 160, 60])]);
  await expect(create.getByRole('img', { name: /^Chosen image/ })).toHaveCount(3);
  await create.getByRole('button', { name: 'Remove chosen image 3' }).click();
  await expect(create.getByRole('img', { name: /^Chosen image/ })).toHaveCount(2);
  await authorPage.screenshot({ path: screen('social-create-post') });
  await create.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(create).toBeHidden();

  const authorCard = authorPage.getByRole('article', { name: title });
  await expect(authorCard).toBeVisible();
  await expect(authorCard.getByRole('img', { name: /^Image \d of 2/ })).toHaveCount(2);
  // Each image states its size (the API's), so the card keeps its height while the file is on its way.
  for (const image of await authorCard.getByRole('img', { name: /^Image \d of 2/ }).all()) {
    await expect(image).toHaveAttribute('width', '48');
    await expect(image).toHaveAttribute('height', '48');
  }
  await expect(authorCard.getByText('just now')).toBeVisible();
  await expect(authorCard).toContainText('Surat');
  // The description is cut at 100 characters until Read more.
  await expect(authorCard).not.toContainText('terrace fills up fast');
  await authorCard.getByRole('button', { name: 'Read more' }).click();
  await expect(authorCard).toContainText('terrace fills up fast');
  await authorPage.screenshot({ path: screen('social-feed-card') });

  // Share copies the post's link.
  await authorCard.getByRole('button', { name: 'Share' }).last().click();
  await expect(authorCard.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
  const copied = await authorPage.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/\/posts\/\d+$/);

  // Another member likes and comments.
  const readerPage = await pageAs(reader, { clipboard: true });
  const readerCard = readerPage.getByRole('article', { name: title });
  await expect(readerCard).toBeVisible();
  // Only the author's menu has Edit and Delete.
  await readerCard.getByLabel('Post options').click();
  await expect(readerCard.getByRole('button', { name: 'Report' })).toBeVisible();
  await expect(readerCard.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(readerCard.getByText('Delete', { exact: true })).toHaveCount(0);
  await readerCard.getByLabel('Post options').click();
  await readerCard.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(readerCard.getByRole('button', { name: 'Liked' })).toBeVisible();
  await expect(readerCard.getByRole('button', { name: '1 Like', exact: true })).toBeVisible();
  await readerCard.getByLabel('Write a comment').fill('Saving a table for Monday!');
  await readerCard.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(readerCard.getByText('Saving a table for Monday!')).toBeVisible();
  await expect(readerCard.getByText('1 Comment', { exact: true })).toBeVisible();

  // The commenter edits their comment: Edit, Cancel, Edit, Update.
  const comment = readerCard.getByRole('listitem').filter({ hasText: 'Saving a table for Monday!' });
  await comment.getByRole('button', { name: 'Edit' }).click();
  await comment.getByRole('button', { name: 'Cancel' }).click();
  await comment.getByRole('button', { name: 'Edit' }).click();
  await comment.getByLabel('Edit comment').fill('Saving a table for two on Monday!');
  await comment.getByRole('button', { name: 'Update' }).click();
  await expect(readerCard.getByText('Saving a table for two on Monday!')).toBeVisible();
  await readerPage.screenshot({ path: screen('social-comments') });

  // The author sees the counts, who liked it (with a Follow button), and the comment without Edit.
  await authorPage.reload();
  const seen = authorPage.getByRole('article', { name: title });
  await expect(seen.getByRole('button', { name: '1 Like', exact: true })).toBeVisible();
  await expect(seen.getByText('1 Comment', { exact: true })).toBeVisible();
  await seen.getByRole('button', { name: 'Comments' }).click();
  const readersComment = seen.getByRole('listitem').filter({ hasText: 'Saving a table for two' });
  await expect(readersComment).toBeVisible();
  await expect(readersComment.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(readersComment.getByRole('button', { name: 'Report' })).toBeVisible();

  await seen.getByRole('button', { name: '1 Like', exact: true }).click();
  const likes = authorPage.getByRole('dialog', { name: 'Likes' });
  await expect(likes.getByRole('link', { name: reader.name })).toBeVisible();
  await expect(likes).toContainText('Surat');
  await likes.getByPlaceholder('Search').fill('nobody-like-this');
  await expect(likes.getByText('Nobody by that name.')).toBeVisible();
  await likes.getByPlaceholder('Search').fill(reader.name.split(' ')[1]!);
  await authorPage.screenshot({ path: screen('social-likes') });
  await likes.getByRole('button', { name: `Follow ${reader.name}` }).click();
  await expect(likes.getByText('Requested')).toBeVisible();
});

test('the author edits the post in the Edit Post dialog, removes an image and deletes the post', async ({
  pageAs,
}) => {
  const author = await freshMember('edit-author', 'Esha', uniqueWord());
  const page = await pageAs(author, { clipboard: true });
  const title = `Equipment sale ${uniqueWord()}`;
  await page.getByRole('link', { name: /Start a post/ }).click();
  const create = page.getByRole('dialog', { name: 'Create Post' });
  await create.getByLabel('Title').fill(title);
  await create
    .getByLabel('Photos')
    .setInputFiles([pngImage('a.png', [120, 20, 20]), pngImage('b.png', [20, 120, 20])]);
  await create.getByRole('button', { name: 'Post', exact: true }).click();
  const card = page.getByRole('article', { name: title });
  await expect(card.getByRole('img', { name: /^Image \d of 2/ })).toHaveCount(2);

  await card.getByLabel('Post options').click();
  await card.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Post' });
  await expect(edit.getByLabel('Title')).toHaveValue(title);
  await edit.getByRole('button', { name: 'Remove image 2' }).click();
  await expect(edit.getByRole('img', { name: /of this post/ })).toHaveCount(1);
  const renamed = `${title} (updated)`;
  await edit.getByLabel('Title').fill(renamed);
  await edit.getByLabel('Description').fill('Two ovens and a chiller, barely used.');
  await page.screenshot({ path: screen('social-edit-post') });
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(edit).toBeHidden();
  const updated = page.getByRole('article', { name: renamed });
  await expect(updated).toContainText('Two ovens and a chiller');
  await expect(updated.getByRole('img', { name: /^Image 1 of 1/ })).toBeVisible();

  await updated.getByLabel('Post options').click();
  await updated.getByText('Delete', { exact: true }).click();
  await expect(updated.getByText('Do you really want to delete?')).toBeVisible();
  await updated.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Record(s) has been deleted successfully' }),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByRole('article', { name: renamed })).toHaveCount(0);
});
