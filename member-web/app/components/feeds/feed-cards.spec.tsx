import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { FeedCard } from '../../feeds.server';
import { renderRoute } from '../../../test/remix';
import { ListingCard, PromotedCards } from './feed-cards';

const card = (id: number, overrides: Partial<FeedCard> = {}): FeedCard => ({
  id,
  title: `Vendor ${id}`,
  lines: [{ text: 'Surat, Gujarat', member: 'Surat, Gujarat' }],
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

describe('a restaurant card’s contact on the feed pages (decision 213)', () => {
  const restaurant = (id: number, access: 'reveal' | 'elite') =>
    card(id, {
      title: `Tandoor House ${id}`,
      readMore: `/read-more/Restaurant/${id}`,
      contact: { subject: 'restaurant', id, access },
    });

  it('offers "Show contact" (a POST form naming the restaurant) to an Elite member, the Elite prompt to a free one, and nothing without consent', async () => {
    renderRoute(() => (
      <ul>
        <ListingCard card={restaurant(1, 'reveal')} elite contacts />
        <ListingCard card={restaurant(2, 'elite')} elite={false} contacts />
        <ListingCard card={card(3, { title: 'Tandoor House 3' })} elite contacts />
      </ul>
    ));
    const [revealable, prompted, private_] = await screen.findAllByRole('listitem');
    const button = within(revealable!).getByRole('button', { name: 'Show contact for Tandoor House 1' });
    const form = button.closest('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(Object.fromEntries(new FormData(form))).toEqual({
      intent: 'reveal-contact',
      subject: 'restaurant',
      subject_id: '1',
    });
    expect(
      within(prompted!).getByRole('link', { name: 'Make this an Elite Account to see this contact' }),
    ).toBeVisible();
    expect(within(prompted!).queryByRole('button', { name: /Show contact/ })).not.toBeInTheDocument();
    expect(within(private_!).queryByRole('button', { name: /Show contact/ })).not.toBeInTheDocument();
    expect(within(private_!).queryByRole('link', { name: /see this contact/ })).not.toBeInTheDocument();
  });

  it('shows the revealed phone and e-mail on the card that was pressed only', async () => {
    const contact = {
      subject: 'restaurant',
      subject_id: 5,
      member_id: 5,
      name: 'Omar Khan',
      mobile_no: '98111 11111',
      email: 'omar@tandoor.example',
      resume: null,
    };
    renderRoute(
      () => (
        <ul>
          <ListingCard card={restaurant(5, 'reveal')} elite contacts />
          <ListingCard card={restaurant(6, 'reveal')} elite contacts />
        </ul>
      ),
      { action: () => ({ reveal: { subject: 'restaurant', id: 5, contact } }) },
    );
    const [pressed, other] = await screen.findAllByRole('listitem');
    await userEvent.click(within(pressed!).getByRole('button', { name: 'Show contact for Tandoor House 5' }));
    expect(await within(pressed!).findByRole('link', { name: 'omar@tandoor.example' })).toHaveAttribute(
      'href',
      'mailto:omar@tandoor.example',
    );
    expect(within(pressed!).getByRole('link', { name: '98111 11111' })).toHaveAttribute(
      'href',
      'tel:9811111111',
    );
    expect(within(other!).getByRole('button', { name: 'Show contact for Tandoor House 6' })).toBeVisible();
  });

  it('leaves the button out where the page has no reveal action (the home page’s cards)', async () => {
    renderRoute(() => (
      <ul>
        <ListingCard card={restaurant(4, 'reveal')} elite />
      </ul>
    ));
    const [item] = await screen.findAllByRole('listitem');
    expect(within(item!).queryByRole('button', { name: /Show contact/ })).not.toBeInTheDocument();
  });
});
