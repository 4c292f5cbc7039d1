import type { MemberReviews, PublicReview } from '@app/contracts';
import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';

import { renderRoute } from '../../../test/remix';
import { LatestReviews, ReviewList } from './review-list';

const review = (id: number, overrides: Partial<PublicReview> = {}): PublicReview => ({
  id,
  trade_type: 'quote',
  rating: 5,
  text: `Review number ${id}`,
  tags: ['on_time'],
  author: { id: 100 + id, name: `Author ${id}`, photo: null },
  created_at: '2026-11-20T10:00:00.000Z',
  revealed_at: '2026-11-21T10:00:00.000Z',
  reply: null,
  ...overrides,
});

const reviewsOf = (data: PublicReview[], total: number): MemberReviews => ({
  rating: {
    average: 4.5,
    count: total,
    distribution: { '1': 0, '2': 0, '3': 0, '4': total - 3, '5': 3 },
  },
  reviews: { current_page: 1, data, last_page: Math.ceil(total / 3), per_page: 3, total },
});

describe('LatestReviews (read-more pages)', () => {
  it('shows the newest reviews with their replies, read only, and links to all of them', async () => {
    const reviews = reviewsOf(
      [
        review(3, {
          reply: { text: 'Thank you, see you next season.', created_at: '2026-11-22T10:00:00.000Z' },
        }),
        review(2, { rating: 4 }),
        review(1),
      ],
      7,
    );
    renderRoute(() => <LatestReviews reviews={reviews} allHref="/Profile/9/Reviews" />);

    expect(await screen.findByRole('img', { name: 'Rated 4.5 out of 5 from 7 reviews' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Newest reviews' });
    const articles = within(list).getAllByRole('article');
    expect(articles.map((a) => a.getAttribute('aria-label'))).toEqual([
      'Review by Author 3',
      'Review by Author 2',
      'Review by Author 1',
    ]);
    expect(within(articles[0]!).getByRole('blockquote', { name: 'Reply' })).toHaveTextContent(
      'Thank you, see you next season.',
    );
    expect(within(articles[1]!).getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
    // Replying and reporting happen on the Reviews tab.
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all 7 reviews' })).toHaveAttribute(
      'href',
      '/Profile/9/Reviews',
    );
  });

  it('says there are none yet, without a link, for a member nobody reviewed', async () => {
    renderRoute(() => (
      <LatestReviews
        reviews={{
          rating: { average: null, count: 0, distribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 } },
          reviews: { current_page: 1, data: [], last_page: 1, per_page: 3, total: 0 },
        }}
        allHref="/Profile/9/Reviews"
      />
    ));
    expect(await screen.findByText('No reviews yet.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('ReviewList (the Reviews tab)', () => {
  const answered = reviewsOf(
    [review(5, { reply: { text: 'We were closed that day.', created_at: '2026-11-22T10:00:00.000Z' } })],
    1,
  );

  it('lets a visitor report the reply on its own, beside the review’s own Report', async () => {
    renderRoute(() => <ReviewList reviews={answered} own={false} meId={1} />);
    const reply = await screen.findByRole('blockquote', { name: 'Reply' });
    expect(within(reply).getByText('Report')).toBeInTheDocument();
    expect(screen.getAllByText('Report')).toHaveLength(2);
  });

  it('gives the reviewed member no Report on their own reply', async () => {
    renderRoute(() => <ReviewList reviews={answered} own meId={9} />);
    const reply = await screen.findByRole('blockquote', { name: 'Reply' });
    expect(within(reply).queryByText('Report')).not.toBeInTheDocument();
    // The review itself they may report (they cannot remove it).
    expect(screen.getAllByText('Report')).toHaveLength(1);
  });
});
