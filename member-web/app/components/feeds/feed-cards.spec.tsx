import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';

import type { FeedCard } from '../../feeds.server';
import { renderRoute } from '../../../test/remix';
import { ListingCard, PromotedCards } from './feed-cards';

const card = (id: number, overrides: Partial<FeedCard> = {}): FeedCard => ({
  id,
  title: `Vendor ${id}`,
  lines: ['Surat, Gujarat'],
  photo: null,
  blueTick: false,
  readMore: `/read-more/Vendor/${id}`,
  ...overrides,
});

describe('the rating on listing cards (issue 33)', () => {
  it('shows each promoted member’s average and count, and “No reviews yet” for one without', async () => {
    renderRoute(() => (
      <PromotedCards
        elite
        lists={[
          {
            kind: 'vendor',
            title: 'Vendors',
            seeAll: '/VendorShow/6',
            cards: [
              card(1, { rating: { average: 4.3, count: 12 } }),
              card(2, { rating: { average: null, count: 0 } }),
              // The ratings could not be read: nothing is claimed.
              card(3),
            ],
          },
        ]}
      />
    ));
    const list = await screen.findByRole('region', { name: 'Promoted Vendors' });
    const items = within(list).getAllByRole('listitem');
    expect(within(items[0]!).getByRole('img', { name: 'Rated 4.3 out of 5 from 12 reviews' })).toBeVisible();
    expect(within(items[1]!).getByText('No reviews yet')).toBeInTheDocument();
    expect(within(items[2]!).queryByText(/review/)).not.toBeInTheDocument();
  });

  it('shows the rating on a member’s listing card and none on a listing’s', async () => {
    renderRoute(() => (
      <ul>
        <ListingCard card={card(1, { rating: { average: 5, count: 1 } })} elite />
        <ListingCard
          card={card(2, { title: 'Need basmati rice', readMore: '/read-more/requirement/2' })}
          elite
        />
      </ul>
    ));
    const [vendor, requirement] = await screen.findAllByRole('listitem');
    expect(within(vendor!).getByRole('img', { name: 'Rated 5.0 out of 5 from 1 review' })).toBeVisible();
    expect(within(requirement!).queryByText(/review/)).not.toBeInTheDocument();
  });
});
