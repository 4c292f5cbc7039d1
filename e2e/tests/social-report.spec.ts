import { ModerationMessages } from '@app/contracts';

import { expect, test } from '../support/fixtures';
import { screen } from '../support/screens';
import { demoMembers, freshMember, postViaApi, uniqueWord } from '../support/social';
import { urls } from '../support/urls';

test('a member reports a post with a reason and details', async ({ page, signIn }) => {
  const title = `Suspicious offer ${uniqueWord()}`;
  const postId = await postViaApi(demoMembers.vendor, {
    title,
    description: 'Cheap ovens, pay in advance only.',
  });
  const reporter = await freshMember('reporter', 'Rekha', uniqueWord());
  await signIn(reporter);

  await page.goto(`${urls.web}/posts/${postId}`);
  const card = page.getByRole('article', { name: title });
  await card.getByLabel('Post options').click();
  await card.getByRole('button', { name: 'Report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this post' });
  await expect(dialog.getByRole('radio')).toHaveCount(5);
  await expect(dialog.getByLabel('Child sexual abuse or exploitation')).toBeVisible();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  // A reason is required (the browser says so before anything is sent).
  await expect(dialog.getByRole('status')).toHaveCount(0);
  await dialog.getByLabel('Spam or scam').check();
  await dialog.getByLabel('Details (optional)').fill('Asks for payment before delivery.');
  await page.screenshot({ path: screen('social-report') });
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByRole('status')).toHaveText(ModerationMessages.reported);
});
