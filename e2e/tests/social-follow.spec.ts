import { Messages } from '@app/contracts';

import { expect, test } from '../support/fixtures';
import { screen } from '../support/screens';
import { freshMember, memberId, uniqueWord } from '../support/social';
import { urls } from '../support/urls';

test('a follow request is accepted, then both follow lists and the counts show it', async ({ pageAs }) => {
  const follower = await freshMember('follower', 'Farah', uniqueWord());
  const followee = await freshMember('followee', 'Bilal', uniqueWord());
  const [followerId, followeeId] = await Promise.all([memberId(follower), memberId(followee)]);

  // The follower asks from the followee's profile: Follow becomes 'Requested'.
  const asker = await pageAs(follower);
  await asker.goto(`${urls.web}/Profile/${followeeId}`);
  await expect(asker.getByRole('heading', { level: 1, name: followee.name })).toBeVisible();
  await asker.getByRole('button', { name: `Follow ${followee.name}` }).click();
  await expect(asker.getByText('Requested', { exact: true })).toBeVisible();
  await expect(asker.getByRole('button', { name: `Follow ${followee.name}` })).toHaveCount(0);
  await asker.screenshot({ path: screen('social-follow-requested'), fullPage: true });

  // The followee has no one yet, then accepts the request.
  const owner = await pageAs(followee);
  await owner.goto(`${urls.web}/Profile/${followeeId}/Followers`);
  await expect(owner.getByText(Messages.noFollowers)).toBeVisible();
  await owner.goto(`${urls.web}/Profile/${followeeId}/Request`);
  const requests = owner.getByRole('region', { name: 'Follow Requests' });
  await expect(requests.getByRole('link', { name: follower.name })).toBeVisible();
  await expect(requests.getByRole('button', { name: `Remove ${follower.name}` })).toBeVisible();
  await owner.screenshot({ path: screen('social-follow-requests'), fullPage: true });
  await requests.getByRole('button', { name: `Accept ${follower.name}` }).click();
  await expect(requests.getByText(Messages.noRequest)).toBeVisible();

  await owner
    .getByRole('navigation', { name: 'Profile pages' })
    .getByRole('link', { name: 'Followers' })
    .click();
  await expect(owner).toHaveURL(new RegExp(`/Profile/${followeeId}/Followers$`));
  const followers = owner.getByRole('region', { name: 'Followers' });
  await expect(followers.getByRole('link', { name: follower.name })).toBeVisible();
  await expect(
    owner.getByRole('term').filter({ hasText: 'Followers' }).locator('xpath=following-sibling::dd[1]'),
  ).toHaveText('1');
  await owner.screenshot({ path: screen('social-followers'), fullPage: true });

  // Accepted: the followee's profile no longer says 'Requested' to the follower (issue 38 item 7).
  await asker.goto(`${urls.web}/Profile/${followeeId}`);
  await expect(asker.locator('.follow-state')).toHaveText('Following');
  await expect(asker.getByText('Requested', { exact: true })).toHaveCount(0);
  await expect(asker.getByRole('button', { name: `Follow ${followee.name}` })).toHaveCount(0);

  // The follower's Following list has the followee; Unfollow empties it.
  await asker.goto(`${urls.web}/Profile/${followerId}/Following`);
  const following = asker.getByRole('region', { name: 'Following' });
  await expect(following.getByRole('link', { name: followee.name })).toBeVisible();
  await expect(
    asker.getByRole('term').filter({ hasText: 'Following' }).locator('xpath=following-sibling::dd[1]'),
  ).toHaveText('1');
  await following.getByRole('button', { name: `Unfollow ${followee.name}` }).click();
  await expect(following.getByText(Messages.noFollowing)).toBeVisible();

  // Follow lists are your own: under someone else's profile they lead to yours.
  await asker.goto(`${urls.web}/Profile/${followeeId}/Following`);
  await expect(asker).toHaveURL(new RegExp(`/Profile/${followerId}/Following$`));

  // The followee's list follows suit once the follower left.
  await owner.reload();
  await expect(
    owner.getByRole('region', { name: 'Followers' }).getByText(Messages.noFollowers),
  ).toBeVisible();
});
