import type { RatingSummary } from '@app/contracts';

const reviewsText = (count: number) => (count === 1 ? '1 review' : `${count} reviews`);

/** The average and the count, as every card and list shows them; "No reviews yet" without any. */
export function RatingBadge({ rating }: { rating: RatingSummary | undefined }) {
  if (!rating || !rating.count || rating.average === null) {
    return <span className="rating-badge rating-badge--none">No reviews yet</span>;
  }
  return (
    <span
      className="rating-badge"
      role="img"
      aria-label={`Rated ${rating.average.toFixed(1)} out of 5 from ${reviewsText(rating.count)}`}
    >
      <span aria-hidden="true">★ {rating.average.toFixed(1)}</span>{' '}
      <span className="rating-badge__count" aria-hidden="true">
        ({reviewsText(rating.count)})
      </span>
    </span>
  );
}
