import type { FollowPerson, Page } from '@app/contracts';
import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';

import { renderRoute } from '../../../test/remix';
import { ProfileFollowLists, type FollowListsData } from './profile-follow-lists';

const nobody: Page<FollowPerson> = { current_page: 1, data: [], last_page: 1, per_page: 10, total: 0 };

describe('the follow pages’ lists', () => {
  it('shows the lists asked for, in that order, each with its heading and empty text', async () => {
    const loaded: FollowListsData = { page: 1, lists: { requests: nobody, followers: nobody } };
    const { container } = renderRoute(() => <ProfileFollowLists kinds={['requests', 'followers']} />, {
      loader: () => loaded,
    });
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual(['Follow Requests', 'Followers']);
    expect(screen.getByText('No Request')).toBeInTheDocument();
    expect(container.querySelector('.follow-lists')).not.toBeNull();
  });

  it('shows a single list on its own', async () => {
    const loaded: FollowListsData = { page: 2, lists: { followers: nobody } };
    const { container } = renderRoute(() => <ProfileFollowLists kinds={['followers']} />, {
      loader: () => loaded,
    });
    expect(await screen.findByRole('heading', { name: 'Followers' })).toBeInTheDocument();
    expect(container.querySelector('.follow-lists')).toBeNull();
  });
});
