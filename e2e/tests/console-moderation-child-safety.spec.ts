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
  browser,
  pageAs,
  signInToConsole,
}) => {
  test.setTimeout(120_000);
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

  // The author gets the statement of reasons by mail, with a link to appeal: a banned member cannot sign in.
  const statement = await waitForMail(author.email, {
    since,
    match: /decision about your content/i,
    timeoutMs: 30_000,
  });
  expect(statement.text).toContain('Statement of reasons');
  expect(statement.text).toMatch(/Why: .*child sexual abuse/i);
  const link = statement.text?.match(/https?:\/\/\S+\/moderation\/notices\/\d+\/appeal\?token=[\w-]+/)?.[0];
  expect(link, 'the appeal link in the mail').toBeTruthy();

  // The author appeals from the link, without signing in.
  const appealContext = await browser.newContext();
  const authorPage = await appealContext.newPage();
  await authorPage.goto(link!.replace(/^https?:\/\/[^/]+/, urls.web));
  await expect(authorPage.getByRole('heading', { level: 1, name: 'Appeal a decision' })).toBeVisible();
  await authorPage.getByLabel('Your appeal').fill('Too short');
  await authorPage.getByRole('button', { name: 'Send appeal' }).click();
  // The browser refuses a text under the minimum before anything is sent; the server would too.
  await expect(authorPage.getByRole('status')).toHaveCount(0);
  await authorPage
    .getByLabel('Your appeal')
    .fill('These were photos of our kitchen staff training, all adults. Please look again.');
  await authorPage.getByRole('button', { name: 'Send appeal' }).click();
  await expect(authorPage.getByText(TrustSafetyMessages.appealed)).toBeVisible();
  await expect(
    authorPage.getByText(/being reviewed by a moderator who did not make the decision/),
  ).toBeVisible();
  await authorPage.screenshot({ path: screen('site-appeal-by-link'), fullPage: true });
  await appealContext.close();

  // The moderator who escalated may not decide the appeal...
  await openMenu(page, 'Appeals');
  const appeal = listRows(page).filter({ hasText: author.name });
  await expect(appeal).toContainText('kitchen staff training');
  await decide(page, 'Uphold', 'The images are what was reported.', appeal);
  await expect(page.getByText(TrustSafetyMessages.sameModerator)).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

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
  const result = await waitForMail(author.email, {
    since: decided,
    match: /result of your appeal/i,
    timeoutMs: 30_000,
  });
  expect(result.text).toContain('Reviewed again: the decision stands.');
});
