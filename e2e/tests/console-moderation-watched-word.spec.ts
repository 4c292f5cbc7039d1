import { TrustSafetyMessages } from '@app/contracts';

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

test('a moderator dismisses two held posts at once from the queue', async ({
  page,
  pageAs,
  signInToConsole,
}) => {
  test.setTimeout(90_000);
  const word = `bulkword${uniqueWord().toLowerCase()}`;
  const token = await staffApiToken(staff.moderator);
  const wordId = await addWatchedWord(token, word);
  try {
    const author = await freshMember('ww-bulk', 'Bina', uniqueWord());
    const titles = [`Lunch buffet ${uniqueWord()}`, `Dinner buffet ${uniqueWord()}`];
    const ids = [];
    for (const title of titles)
      ids.push(await postViaApi(author, { title, description: `Try our ${word}.` }));

    await signInToConsole(staff.moderator);
    await openMenu(page, 'Review queue');
    await page.getByRole('textbox', { name: 'Search the content' }).fill(word);
    await expect(listRows(page)).toHaveCount(2);
    for (const title of titles) await listRows(page).filter({ hasText: title }).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Dismiss', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Dismiss 2 items' });
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('2 items dismissed')).toBeVisible();
    // The list shows open items: both left it.
    await expect(listRows(page).filter({ hasText: word })).toHaveCount(0);

    const reader = await pageAs(demoMembers.owner);
    for (const [n, id] of ids.entries()) {
      await reader.goto(`${urls.web}/posts/${id}`);
      await expect(reader.getByRole('article', { name: titles[n] })).toBeVisible();
    }
  } finally {
    await deleteWatchedWord(token, wordId);
  }
});

test('a moderator removes a held post; the author reads the statement of reasons on the site and appeals it', async ({
  page,
  pageAs,
  signInToConsole,
}) => {
  test.setTimeout(90_000);
  const word = `removeword${uniqueWord().toLowerCase()}`;
  const token = await staffApiToken(staff.moderator);
  const wordId = await addWatchedWord(token, word);
  try {
    const author = await freshMember('ww-removed', 'Ravi', uniqueWord());
    const title = `Cheap deal ${uniqueWord()}`;
    await postViaApi(author, { title, description: `Only today: ${word} offer.` });

    await signInToConsole(staff.moderator);
    await openMenu(page, 'Review queue');
    await page.getByRole('textbox', { name: 'Search the content' }).fill(word);
    await listRows(page).filter({ hasText: title }).getByText(title).click();
    await decide(page, 'Remove', 'Misleading offer.');
    await expect(page.getByText('Content removed.')).toBeVisible();

    // The author finds the notice from the user menu and appeals it, with plain forms (no JavaScript).
    const site = await pageAs(author, { context: { javaScriptEnabled: false } });
    await site.getByLabel(`Account menu for ${author.name}`).click();
    await site.getByRole('link', { name: 'Notices' }).click();
    await expect(site).toHaveURL(/\/Home\/User\/notices$/);
    const notice = site.getByRole('article', { name: 'Your content was removed' });
    await expect(notice).toContainText(title);
    await expect(notice).toContainText('By our moderators');
    await notice
      .getByLabel('Your appeal')
      .fill('It was a real offer for restaurants, not a scam. Please restore it.');
    await notice.getByRole('button', { name: 'Send appeal' }).click();
    await expect(site.getByRole('status').filter({ hasText: TrustSafetyMessages.appealed })).toBeVisible();
    await expect(site.getByRole('article', { name: 'Your content was removed' })).toContainText(
      'being reviewed by a moderator who did not make the decision',
    );
    // One appeal per decision: the form is gone.
    await expect(
      site
        .getByRole('article', { name: 'Your content was removed' })
        .getByRole('button', { name: 'Send appeal' }),
    ).toHaveCount(0);
    await site.screenshot({ path: screen('site-notices-appealed'), fullPage: true });
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
