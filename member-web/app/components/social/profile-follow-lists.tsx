import type { FollowPerson, Page } from '@app/contracts';
import type { MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';

import { metaT, useT } from '../../i18n/i18n';
import { FollowList, type FollowListKind } from './follow-list';

/** What a follow page's loader answers (social.server.ts `loadFollowLists`): the page asked for, each list's page. */
export type FollowListsData = { page: number; lists: Partial<Record<FollowListKind, Page<FollowPerson>>> };

/** Each list's heading and empty text, keys of the profile catalogue. */
const LIST_TEXTS: Record<FollowListKind, { title: string; empty: string }> = {
  requests: { title: 'lists.followRequests', empty: 'lists.noRequest' },
  following: { title: 'following', empty: 'lists.noFollowing' },
  followers: { title: 'followers', empty: 'lists.noFollowers' },
};

/**
 * The lists of a follow page under /Profile/{id}/ (`kinds`, in this order), from the page's loader, each
 * linking to its next page. Several lists stand side by side in one `follow-lists` block.
 */
export function ProfileFollowLists({ kinds }: { kinds: FollowListKind[] }) {
  const { page, lists } = useLoaderData<FollowListsData>();
  const { t } = useT('profile');
  const shown = kinds.flatMap((kind) => {
    const list = lists[kind];
    if (!list) return [];
    const { title, empty } = LIST_TEXTS[kind];
    return [
      <FollowList
        key={kind}
        kind={kind}
        title={t(title)}
        page={list}
        emptyText={t(empty)}
        moreHref={`?page=${page + 1}`}
      />,
    ];
  });
  return kinds.length > 1 ? <div className="follow-lists">{shown}</div> : shown[0];
}

/** A follow page's title: `lists.<titleKey>` of the profile catalogue. */
export const followPageMeta =
  (titleKey: string): MetaFunction =>
  ({ matches }) => [{ title: metaT(matches, 'profile')(`lists.${titleKey}`) }];
