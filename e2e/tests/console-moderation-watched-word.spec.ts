import { expect, staff, test } from '../support/fixtures';
import {
  addWatchedWord,
  decide,
  deleteWatchedWord,
  listRows,
  openMenu,
  staffApiToken,
} from '../support/moderation';
import { screen } from '../support/screens';
import { demoMembers, freshMember, postViaApi, uniqueWord } from '../support/social';
import { urls } from '../support/urls';

test('a post held for a watched word is dismissed by a moderator and is visible again on the site', async ({
  page,
  pageAs,
  signInToConsole,
}) => {
  const word = `heldword${uniqueWord().toLowerCase()}`;
  const token = await staffApiToken(staff.moderator);
  const wordId = await addWatchedWord(token, word);
  try {
    const author = await freshMember('ww-author', 'Wasim', uniqueWord());
    const title = `Fresh menu ${uniqueWord()}`;
    const postId = await postViaApi(author, { title, description: `Our new dish: ${word} special.` });

    // Held: another member does not see it.
    const reader = await pageAs(demoMembers.owner);
    await reader.goto(`${urls.web}/posts/${postId}`);
    await expect(reader.getByRole('article', { name: title })).toHaveCount(0);

    await signInToConsole(staff.moderator);
    await openMenu(page, 'Review queue');
    await page.getByRole('textbox', { name: 'Search the content' }).fill(word);
    const row = listRows(page).filter({ hasText: title });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Watched word');
    await expect(row).toContainText('Automatic check');
    await row.getByText(title).click();
    await expect(page.getByText(new RegExp(word)).first()).toBeVisible();
    await page.screenshot({ path: screen('console-moderation-watched-word'), fullPage: true });

    await decide(page, 'Dismiss');
    await expect(page.getByText('Item dismissed: the content is visible again.')).toBeVisible();

    // Released: the other member sees it now.
    await reader.reload();
    await expect(reader.getByRole('article', { name: title })).toBeVisible();
  } finally {
    await deleteWatchedWord(token, wordId);
  }
});

test('a content editor sees none of the moderation screens', async ({ page, signInToConsole }) => {
  await signInToConsole(staff.contentEditor);
  await expect(page.getByRole('menuitem', { name: 'Countries' })).toBeVisible();
  for (const entry of ['Review queue', 'Members', 'Appeals', 'Escalations', 'Image blocklist', 'Audit log']) {
    await expect(page.getByRole('menuitem', { name: entry })).toHaveCount(0);
  }
  await expect(page.getByText('Open items')).toHaveCount(0);
});
