import { REPORT_REASON_TEXT, TrustSafetyMessages } from '@app/contracts';

import { expect, staff, submitConsoleLogin, test } from '../support/fixtures';
import { waitForMail } from '../support/mail';
import { decide, listRows, openMenu } from '../support/moderation';
import { screen } from '../support/screens';
import { freshMember, postViaApi, uniqueWord } from '../support/social';
import { urls } from '../support/urls';

const CHILD_SAFETY = REPORT_REASON_TEXT.child_safety;

test('a child-safety report comes first in the queue, is escalated, and the author’s appeal is decided by a second moderator', async ({
  page,
  pageAs,
  signInToConsole,
}) => {
  const author = await freshMember('cs-author', 'Ajay', uniqueWord());
  const title = `Kitchen photos ${uniqueWord()}`;
  const description = `Evidence text ${uniqueWord()}`;
  const postId = await postViaApi(author, { title, description });

  // A member reports the post on the site.
  const reporter = await freshMember('cs-reporter', 'Rekha', uniqueWord());
  const reporterPage = await pageAs(reporter);
  await reporterPage.goto(`${urls.web}/posts/${postId}`);
  const card = reporterPage.getByRole('article', { name: title });
  await card.getByLabel('Post options').click();
  await card.getByRole('button', { name: 'Report' }).click();
  const reportDialog = reporterPage.getByRole('dialog', { name: 'Report this post' });
  await reportDialog.getByLabel(CHILD_SAFETY).check();
  await reportDialog.getByLabel('Details (optional)').fill('This post endangers a child.');
  await reportDialog.getByRole('button', { name: 'Send report' }).click();
  await expect(reportDialog.getByRole('status')).toBeVisible();

  // The moderator finds it in the child-safety block at the top of the queue.
  await signInToConsole(staff.moderator);
  await openMenu(page, 'Review queue');
  await expect(page).toHaveURL(/#\/review-items/);
  const rows = listRows(page);
  await expect(rows.first()).toContainText(CHILD_SAFETY);
  const row = rows.filter({ hasText: title });
  await expect(row).toHaveCount(1);
  const texts = await rows.allInnerTexts();
  const ours = texts.findIndex((text) => text.includes(title));
  expect(texts.slice(0, ours + 1).every((text) => text.includes(CHILD_SAFETY))).toBe(true);
  await expect(row).toContainText(/left|overdue/);
  await page.screenshot({ path: screen('console-moderation-queue'), fullPage: true });

  // Its page shows the content as flagged, the author, the reporter and the reason.
  await row.getByText(title).click();
  await expect(page).toHaveURL(/#\/review-items\/\d+\/show/);
  await expect(page.getByText(title).first()).toBeVisible();
  await expect(page.getByText(description).first()).toBeVisible();
  await expect(page.getByRole('link', { name: author.name }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: reporter.name })).toBeVisible();
  await expect(page.getByText('This post endangers a child.')).toBeVisible();
  await page.screenshot({ path: screen('console-moderation-item'), fullPage: true });

  const since = new Date();
  await decide(page, 'Escalate (child safety)', 'Reported to the authorities.');
  await expect(
    page.getByText('Escalated: content removed, evidence preserved, author banned.'),
  ).toBeVisible();
  // A decided item offers no more decisions.
  await expect(page.getByRole('button', { name: 'Dismiss', exact: true })).toHaveCount(0);

  // The escalation is listed with its evidence package.
  await openMenu(page, 'Escalations');
  const escalation = listRows(page).filter({ hasText: author.name });
  await expect(escalation).toHaveCount(1);
  const download = page.waitForEvent('download');
  await escalation.getByRole('button', { name: 'Evidence package' }).click();
  expect((await download).suggestedFilename()).toMatch(/^escalation-\d+\.zip$/);

  // The author gets the statement of reasons by mail...
  const statement = await waitForMail(author.email, { since, match: /reasons/i, timeoutMs: 30_000 });
  expect(`${statement.subject}\n${statement.text}`).toMatch(/appeal/i);

  // ...and appeals it on the site.
  const authorPage = await pageAs(author);
  await authorPage.getByRole('button', { name: `Account menu for ${author.name}` }).click();
  await authorPage.getByRole('link', { name: 'Notices' }).click();
  await expect(authorPage).toHaveURL(/\/Home\/User\/notices$/);
  const appealForm = authorPage.getByRole('form').first();
  await appealForm.getByLabel('Your appeal').fill('Too short');
  await appealForm.getByRole('button', { name: 'Send appeal' }).click();
  await expect(authorPage.getByText('Please write at least 10 characters.')).toBeVisible();
  await authorPage
    .getByLabel('Your appeal')
    .fill('These were photos of our kitchen staff training, all adults. Please look again.');
  await authorPage.getByRole('button', { name: 'Send appeal' }).click();
  await expect(authorPage.getByText(TrustSafetyMessages.appealed)).toBeVisible();
  await expect(
    authorPage.getByText(/being reviewed by a moderator who did not make the decision/),
  ).toBeVisible();
  await authorPage.screenshot({ path: screen('site-notices-appealed'), fullPage: true });

  // The moderator who escalated may not decide the appeal...
  await openMenu(page, 'Appeals');
  const appeal = listRows(page).filter({ hasText: author.name });
  await expect(appeal).toContainText('kitchen staff training');
  await decide(page, 'Uphold', 'The images are what was reported.', appeal);
  await expect(page.getByText(TrustSafetyMessages.sameModerator)).toBeVisible();
  await page.keyboard.press('Escape');

  // ...a second moderator does.
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await submitConsoleLogin(page, staff.secondModerator);
  await expect(page.getByText(/^Role: /)).toBeVisible();
  await openMenu(page, 'Appeals');
  const appealAgain = listRows(page).filter({ hasText: author.name });
  const decided = new Date();
  await decide(page, 'Uphold', 'Reviewed again: the decision stands.', appealAgain);
  await expect(page.getByText('Appeal decided: the decision stands.')).toBeVisible();
  await page.screenshot({ path: screen('console-moderation-appeal-decided'), fullPage: true });

  // The member is told the result.
  await waitForMail(author.email, { since: decided, match: /appeal/i, timeoutMs: 30_000 });
  await authorPage.reload();
  await expect(authorPage.getByText('Your appeal was reviewed: the decision stands.')).toBeVisible();
});
