import { ModerationMessages } from '@app/contracts';

import { adminApi } from '../support/content';
import { expect, staff, test } from '../support/fixtures';
import { staffApiToken } from '../support/moderation';
import { apiToken, freshMember, memberId, uniqueWord } from '../support/social';
import { urls } from '../support/urls';

async function api(token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${urls.api}/api/${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      authorization: `Bearer ${token}`,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: Record<string, unknown> }).data;
}

test('two members chat, one live with JavaScript and one by form posts without it; a report reaches the queue', async ({
  pageAs,
}) => {
  const asha = await freshMember('asha', 'Asha', uniqueWord());
  const bilal = await freshMember('bilal', 'Bilal', uniqueWord());
  const [ashaToken, bilalToken] = await Promise.all([apiToken(asha), apiToken(bilal)]);
  const [ashaId, bilalId] = await Promise.all([memberId(asha), memberId(bilal)]);
  // They follow each other (not what this journey is about), so they may talk without a trade.
  await api(ashaToken, 'POST', 'users/follow', { followee_id: bilalId });
  await api(bilalToken, 'POST', 'users/follow-action-type', { follower_id: ashaId, action_type: 1 });
  await api(bilalToken, 'POST', 'users/follow', { followee_id: ashaId });
  await api(ashaToken, 'POST', 'users/follow-action-type', { follower_id: bilalId, action_type: 1 });
  const { id } = (await api(ashaToken, 'POST', 'conversations', { user_id: bilalId })) as { id: number };

  const live = await pageAs(asha);
  await live.goto(`${urls.web}/messages/${id}`);
  await expect(live.getByRole('heading', { level: 1, name: bilal.name })).toBeVisible();
  const ashaThread = live.getByRole('list', { name: `Conversation with ${bilal.name}` });

  // Bilal, without JavaScript, writes through a plain form; the thread reloads with his message.
  const plain = await pageAs(bilal, { context: { javaScriptEnabled: false } });
  await plain.goto(`${urls.web}/messages/${id}`);
  await plain.getByRole('textbox', { name: 'Message' }).fill('Hello Asha, is the paneer fresh?');
  await plain.getByRole('button', { name: 'Send' }).click();
  const bilalThread = plain.getByRole('list', { name: `Conversation with ${asha.name}` });
  await expect(bilalThread.getByText('Hello Asha, is the paneer fresh?')).toBeVisible();

  // Asha's open page gets it live, without a reload.
  await expect(ashaThread.getByText('Hello Asha, is the paneer fresh?')).toBeVisible();

  // Asha answers with JavaScript: the box empties, the message shows, Bilal's badge counts it.
  await live
    .getByRole('textbox', { name: 'Message' })
    .fill('Yes, made this morning. See https://example.com/paneer');
  await live.getByRole('button', { name: 'Send' }).click();
  await expect(ashaThread.getByText(/made this morning/)).toBeVisible();
  await expect(live.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  await expect(ashaThread.getByRole('link', { name: 'https://example.com/paneer' })).toHaveAttribute(
    'rel',
    /nofollow noopener/,
  );
  await plain.goto(`${urls.web}/messages`);
  await expect(plain.getByRole('link', { name: 'Messages, 1 unread' })).toBeVisible();
  await plain.getByRole('link', { name: new RegExp(asha.name) }).click();
  await expect(bilalThread.getByText(/made this morning/)).toBeVisible();

  // Bilal reports Asha's message (child safety is the first reason offered); it reaches the review queue.
  const reply = bilalThread.getByRole('listitem').filter({ hasText: 'made this morning' });
  await reply.getByText('Report', { exact: true }).click();
  const reasons = reply.getByLabel('Why?');
  await expect(reasons.locator('option').nth(1)).toHaveText('Child sexual abuse or exploitation');
  await reasons.selectOption('spam');
  await reply.getByRole('button', { name: 'Report message' }).click();
  await expect(plain.getByText(ModerationMessages.reported)).toBeVisible();

  // At 1 600 px and wider every signed-in page carries the chat column of recent conversations.
  await live.setViewportSize({ width: 1700, height: 900 });
  await live.goto(`${urls.web}/Home/User`);
  const column = live.getByRole('complementary', { name: 'Recent conversations' });
  await expect(column.getByRole('link', { name: new RegExp(bilal.name) })).toBeVisible();
  await live.setViewportSize({ width: 1200, height: 900 });
  await expect(column).toHaveCount(0);

  const moderator = await staffApiToken(staff.moderator);
  const items = await adminApi<Array<{ subject_type: string; reason: string }>>(
    moderator,
    'GET',
    `review-items?filter=${encodeURIComponent(JSON.stringify({ subject_type: 'message' }))}&range=[0,49]`,
  );
  expect(items.some((item) => item.subject_type === 'message')).toBe(true);
});
