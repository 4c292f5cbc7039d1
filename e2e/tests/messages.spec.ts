import { ModerationMessages } from '@app/contracts';

import { expect, staff, test } from '../support/fixtures';
import { listRows, openMenu } from '../support/moderation';
import {
  apiToken,
  freshMember,
  memberApi as api,
  memberId,
  mutualFollowers,
  pngImage,
  uniqueWord,
  type Member,
} from '../support/social';
import { urls } from '../support/urls';

const threadOf = (page: import('@playwright/test').Page, other: Member) =>
  page.getByRole('list', { name: `Conversation with ${other.name}` });

test('two members chat, one live with JavaScript and one by form posts without it; a report reaches the console queue', async ({
  page,
  pageAs,
  signInToConsole,
}) => {
  test.setTimeout(120_000);
  const { asha, bilal, ashaToken, bilalId } = await mutualFollowers();
  const { id } = (await api(ashaToken, 'POST', 'conversations', { user_id: bilalId })) as { id: number };

  const live = await pageAs(asha);
  await live.goto(`${urls.web}/messages/${id}`);
  await expect(live.getByRole('heading', { level: 1, name: bilal.name })).toBeVisible();
  const ashaThread = threadOf(live, bilal);

  // Bilal, without JavaScript, writes through a plain form with a picture; the thread reloads with both.
  const plain = await pageAs(bilal, { context: { javaScriptEnabled: false } });
  await plain.goto(`${urls.web}/messages/${id}`);
  await plain.getByRole('textbox', { name: 'Message' }).fill('Hello Asha, is the paneer fresh?');
  await plain.getByLabel('Pictures (up to 4)').setInputFiles([pngImage('paneer.png', [230, 220, 180])]);
  await plain.getByRole('button', { name: 'Send' }).click();
  await expect(plain).toHaveURL(new RegExp(`/messages/${id}#latest$`));
  const bilalThread = threadOf(plain, asha);
  await expect(bilalThread.getByText('Hello Asha, is the paneer fresh?')).toBeVisible();
  await expect(bilalThread.getByRole('img', { name: 'Picture 1 of the message' })).toBeVisible();

  // Asha's open page gets it live, without a reload, and the picture comes through the site.
  const received = ashaThread.getByRole('listitem').filter({ hasText: 'Hello Asha, is the paneer fresh?' });
  await expect(received).toBeVisible();
  const picture = received.getByRole('img', { name: 'Picture 1 of the message' });
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const src = (await picture.getAttribute('src'))!;
  expect(src).toMatch(new RegExp(`^/messages/${id}/images/\\d+/0$`));
  // A member outside the conversation gets the site's 404 for it.
  const outsider = await pageAs(await freshMember('carol', 'Carol', uniqueWord()));
  expect((await outsider.request.get(`${urls.web}${src}`)).status()).toBe(404);

  // Asha answers with JavaScript: the box empties, the message shows, Bilal's badge counts it.
  const word = uniqueWord();
  await live
    .getByRole('textbox', { name: 'Message' })
    .fill(`Yes, made this morning ${word}. See https://example.com/paneer`);
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

  // Bilal reports Asha's message (child safety is the first reason offered).
  const reply = bilalThread.getByRole('listitem').filter({ hasText: 'made this morning' });
  await reply.getByText('Report', { exact: true }).click();
  const reasons = reply.getByLabel('Why?');
  await expect(reasons.locator('option').nth(1)).toHaveText('Child sexual abuse or exploitation');
  await reasons.selectOption('spam');
  await reply.getByRole('button', { name: 'Report message' }).click();
  await expect(plain.getByText(ModerationMessages.reported)).toBeVisible();

  // The moderator finds it in the console's review queue, the reported message in its evidence.
  await signInToConsole(staff.moderator);
  await openMenu(page, 'Review queue');
  const row = listRows(page).filter({ hasText: word });
  await expect(row).toHaveCount(1);
  await row.getByText(word).first().click();
  await expect(page).toHaveURL(/#\/review-items\/\d+\/show/);
  await expect(page.getByText(new RegExp(`made this morning ${word}`)).first()).toBeVisible();
});

test('a profile offers Message only when both follow each other', async ({ pageAs }) => {
  const asha = await freshMember('asha', 'Asha', uniqueWord());
  const bilal = await freshMember('bilal', 'Bilal', uniqueWord());
  const [ashaToken, bilalToken] = await Promise.all([apiToken(asha), apiToken(bilal)]);
  const [ashaId, bilalId] = await Promise.all([memberId(asha), memberId(bilal)]);
  // One way: Asha follows Bilal (accepted). Neither profile offers Message (the API would refuse it).
  await api(ashaToken, 'POST', 'users/follow', { followee_id: bilalId });
  await api(bilalToken, 'POST', 'users/follow-action-type', { follower_id: ashaId, action_type: 1 });
  const ashaPage = await pageAs(asha);
  await ashaPage.goto(`${urls.web}/Profile/${bilalId}`);
  await expect(ashaPage.getByRole('heading', { level: 1, name: bilal.name })).toBeVisible();
  await expect(ashaPage.getByRole('button', { name: `Message ${bilal.name}` })).toHaveCount(0);
  const bilalPage = await pageAs(bilal);
  await bilalPage.goto(`${urls.web}/Profile/${ashaId}`);
  await expect(bilalPage.getByRole('heading', { level: 1, name: asha.name })).toBeVisible();
  await expect(bilalPage.getByRole('button', { name: `Message ${asha.name}` })).toHaveCount(0);

  // Bilal follows back and Asha accepts: both profiles offer it.
  await api(bilalToken, 'POST', 'users/follow', { followee_id: ashaId });
  await api(ashaToken, 'POST', 'users/follow-action-type', { follower_id: bilalId, action_type: 1 });
  await bilalPage.reload();
  await expect(bilalPage.getByRole('button', { name: `Message ${asha.name}` })).toBeVisible();
  await ashaPage.reload();
  await expect(ashaPage.getByRole('button', { name: `Message ${bilal.name}` })).toBeVisible();
});

test('at 1 600 px the chat column opens a thread in place, and the header badge counts live', async ({
  pageAs,
}) => {
  test.setTimeout(90_000);
  const { asha, bilal, bilalToken, bilalId } = await mutualFollowers();
  const wide = await pageAs(asha, { context: { viewport: { width: 1700, height: 950 } } });

  // A mutual follower's profile offers Message; it opens (and makes) their conversation.
  await wide.goto(`${urls.web}/Profile/${bilalId}`);
  await wide.getByRole('button', { name: `Message ${bilal.name}` }).click();
  await expect(wide).toHaveURL(/\/messages\/\d+$/);
  await expect(wide.getByRole('heading', { level: 1, name: bilal.name })).toBeVisible();
  const id = Number(/\/messages\/(\d+)/.exec(wide.url())![1]);

  // On another page, a message from Bilal counts in the header at once, and moves up the column.
  await wide.goto(`${urls.web}/Home/User`);
  const badge = wide.getByRole('banner').getByRole('link', { name: /^Messages, / });
  await expect(badge).toHaveAccessibleName('Messages, none unread');
  const column = wide.getByRole('complementary', { name: 'Recent conversations' });
  await expect(column.getByRole('link', { name: new RegExp(bilal.name) })).toBeVisible();
  const question = `Are you open on Sunday? ${uniqueWord()}`;
  await api(bilalToken, 'POST', `conversations/${id}/messages`, { body: question });
  await expect(badge).toHaveAccessibleName('Messages, 1 unread');
  await expect(column.getByRole('link', { name: new RegExp(bilal.name) })).toContainText(question);

  // The column opens the thread inside itself: the page stays, the thread is read, the badge clears.
  await column.getByRole('link', { name: new RegExp(bilal.name) }).click();
  const thread = column.getByRole('list', { name: `Conversation with ${bilal.name}` });
  await expect(thread.getByText(question)).toBeVisible();
  await expect(wide).toHaveURL(`${urls.web}/Home/User`);
  await expect(badge).toHaveAccessibleName('Messages, none unread');

  // Asha answers from the column; Bilal's next message arrives there live.
  await column.getByRole('textbox', { name: 'Message' }).fill('Yes, nine to five.');
  await column.getByRole('button', { name: 'Send' }).click();
  await expect(thread.getByText('Yes, nine to five.')).toBeVisible();
  await expect(column.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  const sent = (await api(bilalToken, 'GET', `conversations/${id}/messages`)) as unknown as {
    data: Array<{ body: string }>;
  };
  expect(sent.data.map((m) => m.body)).toContain('Yes, nine to five.');
  await api(bilalToken, 'POST', `conversations/${id}/messages`, { body: 'See you then.' });
  await expect(thread.getByText('See you then.')).toBeVisible();
  await expect(wide).toHaveURL(`${urls.web}/Home/User`);

  // Below 1 600 px the column goes.
  await wide.setViewportSize({ width: 1200, height: 900 });
  await expect(column).toHaveCount(0);
});

test('the thread keeps its place as older messages load and new ones come, and catches up after a drop', async ({
  pageAs,
}) => {
  test.setTimeout(120_000);
  const { asha, bilal, ashaToken, bilalToken, bilalId } = await mutualFollowers();
  const { id } = (await api(ashaToken, 'POST', 'conversations', { user_id: bilalId })) as { id: number };
  // More than a page (30), from both sides (each member may send 30 a minute).
  for (let n = 1; n <= 36; n++)
    await api(n % 2 ? ashaToken : bilalToken, 'POST', `conversations/${id}/messages`, {
      body: `Line ${n} of the order`,
    });

  const reader = await pageAs(asha);
  await reader.goto(`${urls.web}/messages/${id}`);
  const thread = threadOf(reader, bilal);
  // Opened at the newest message, the oldest of the page (line 7) above.
  await expect(thread.getByText('Line 36 of the order')).toBeInViewport();
  await expect(thread.getByRole('listitem')).toHaveCount(30);

  // Scrolled to the top, older messages load above without moving what the member reads.
  await thread.evaluate((el) => (el.parentElement!.scrollTop = 0));
  const line7 = thread.getByText('Line 7 of the order');
  const before = (await line7.boundingBox())!.y;
  await reader.getByRole('link', { name: 'Older messages' }).click();
  await expect(thread.getByRole('listitem')).toHaveCount(36);
  await expect(reader.getByRole('link', { name: 'Older messages' })).toHaveCount(0);
  expect(Math.abs((await line7.boundingBox())!.y - before)).toBeLessThan(4);
  await expect(line7).toBeInViewport();

  // A new message while reading back adds below and leaves the place alone.
  await api(bilalToken, 'POST', `conversations/${id}/messages`, { body: 'Line 37, new' });
  await expect(thread.getByText('Line 37, new')).toHaveCount(1);
  expect(Math.abs((await line7.boundingBox())!.y - before)).toBeLessThan(4);

  // The connection drops; what is sent meanwhile arrives on reconnecting (asked by id), once each.
  await reader.context().setOffline(true);
  await reader.waitForTimeout(1_000); // let the socket notice the drop
  await api(bilalToken, 'POST', `conversations/${id}/messages`, { body: 'Line 38, while away' });
  const catchUp = reader.waitForRequest((request) =>
    new RegExp(`/messages/${id}/page\\?after=\\d+$`).test(request.url()),
  );
  await reader.context().setOffline(false);
  await catchUp;
  await expect(thread.getByText('Line 38, while away')).toHaveCount(1);
  await expect(thread.getByText('Line 37, new')).toHaveCount(1);
});
