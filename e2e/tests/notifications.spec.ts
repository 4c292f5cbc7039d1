import { expect, test } from '../support/fixtures';
import { screen } from '../support/screens';
import { freshMember, memberId, postViaApi, uniqueWord } from '../support/social';
import { urls } from '../support/urls';

/** Desktop and phone: the bell's count rises with a like and a follow request, and falls to zero once read. */
const viewports = [
  { name: 'desktop', viewport: { width: 1366, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
] as const;

for (const device of viewports) {
  test(`notifications arrive for a like and a follow request and are read (${device.name})`, async ({
    pageAs,
  }) => {
    const author = await freshMember('notified', 'Nisha', uniqueWord());
    const fan = await freshMember('fan', 'Farid', uniqueWord());
    const title = `Weekend thali ${uniqueWord()}`;
    const [postId, authorId] = await Promise.all([postViaApi(author, { title }), memberId(author)]);
    const context = {
      viewport: device.viewport,
      ...('isMobile' in device ? { isMobile: true, hasTouch: true } : {}),
    };

    // The fan likes the post and asks to follow its author, on the site.
    const fanPage = await pageAs(fan, { context });
    await fanPage.goto(`${urls.web}/posts/${postId}`);
    await fanPage.getByRole('button', { name: 'Like', exact: true }).click();
    await expect(fanPage.getByRole('button', { name: 'Liked' })).toBeVisible();
    await fanPage.goto(`${urls.web}/Profile/${authorId}`);
    await fanPage.getByRole('button', { name: `Follow ${author.name}` }).click();
    await expect(fanPage.getByText('Requested', { exact: true })).toBeVisible();

    // The author's bell counts both once the worker delivered them.
    const page = await pageAs(author, { context });
    const bell = page.getByRole('link', { name: /^Notifications/ });
    await expect(async () => {
      await page.reload();
      await expect(bell).toHaveAccessibleName('Notifications, 2 unread', { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await page.screenshot({ path: screen(`notifications-bell-${device.name}`) });

    await bell.click();
    await expect(page).toHaveURL(/\/Home\/User\/notifications$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Your notifications' });
    const liked = list.getByRole('link', { name: `Unread: ${fan.name} liked your post` });
    const asked = list.getByRole('link', { name: `Unread: ${fan.name} asked to follow you` });
    await expect(liked).toHaveAttribute('href', `/posts/${postId}`);
    await expect(asked).toHaveAttribute('href', `/Profile/${authorId}/Request`);
    await expect(list.getByText(`“${title}”`)).toBeVisible();
    await page.screenshot({ path: screen(`notifications-page-${device.name}`), fullPage: true });

    // One read, then all: the count goes to zero.
    await list.getByRole('button', { name: `Mark read: ${fan.name} liked your post` }).click();
    await expect(page.getByRole('status')).toHaveText(/Notification marked as read/);
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(page.getByRole('status')).toHaveText(/All notifications marked as read/);
    await expect(bell).toHaveAccessibleName('Notifications, none unread');
    await expect(list.getByRole('link', { name: /^Unread: / })).toHaveCount(0);

    // The request's link leads to the requests page, where it can be accepted.
    await list.getByRole('link', { name: `${fan.name} asked to follow you` }).click();
    await expect(page).toHaveURL(new RegExp(`/Profile/${authorId}/Request$`));
  });
}

test('notification settings choose the daily e-mail per kind and the optional mails', async ({ pageAs }) => {
  const member = await freshMember('settings', 'Sara', uniqueWord());
  const page = await pageAs(member);
  await page.goto(`${urls.web}/Home/User/notification-settings`);
  await expect(page.getByRole('heading', { level: 1, name: 'Notification settings' })).toBeVisible();
  const likes = page.getByRole('radiogroup', { name: 'Likes on my posts' });
  await expect(likes.getByRole('radio', { name: 'On the site only' })).toBeChecked();
  await likes.getByRole('radio', { name: 'Also in the daily e-mail' }).check();
  const marketMails = page.getByRole('checkbox', { name: /Marketplace e-mails/ });
  await expect(marketMails).toBeChecked();
  await marketMails.uncheck();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('status')).toHaveText(/Notification settings saved/);
  await page.reload();
  await expect(likes.getByRole('radio', { name: 'Also in the daily e-mail' })).toBeChecked();
  await expect(marketMails).not.toBeChecked();
  await page.screenshot({ path: screen('notification-settings'), fullPage: true });
});
