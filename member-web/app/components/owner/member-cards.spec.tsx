import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';

import { renderRoute } from '../../../test/remix';
import { MemberCards } from './member-cards';

describe('member cards (the members who answered an owner)', () => {
  it('shows each member with their business, what brought them, and a View link to their profile', async () => {
    renderRoute(() => (
      <MemberCards
        cards={[
          {
            key: 9,
            userId: 4,
            name: 'Asha',
            photo: null,
            businessName: 'Asha Traders',
            about: 'For: Paneer',
          },
          { key: 10, userId: 5, name: 'Ravi', photo: null, businessName: null, about: 'For: Rice' },
        ]}
        pages={{ current_page: 1, last_page: 1 }}
        label="Enquiries"
        empty="None yet"
      />
    ));
    const [asha, ravi] = within(await screen.findByRole('list', { name: 'Enquiries' })).getAllByRole(
      'listitem',
    );
    expect(within(asha).getByRole('heading', { name: 'Asha' })).toBeInTheDocument();
    expect(asha).toHaveTextContent('Asha Traders');
    expect(asha).toHaveTextContent('For: Paneer');
    expect(within(asha).getByRole('link', { name: 'View Asha' })).toHaveAttribute('href', '/profile/4');
    expect(within(ravi).getByRole('link', { name: 'View Ravi' })).toHaveAttribute('href', '/profile/5');
  });

  it('says `empty` instead of a list when nobody answered', async () => {
    renderRoute(() => (
      <MemberCards cards={[]} pages={{ current_page: 1, last_page: 1 }} label="Enquiries" empty="None yet" />
    ));
    expect(await screen.findByText('None yet')).toHaveClass('empty-text');
    expect(screen.queryByRole('list', { name: 'Enquiries' })).toBeNull();
  });
});
