import type { RatingSummary } from '@app/contracts';

import { formatNumber } from '../../i18n/format';
import { useT } from '../../i18n/i18n';

/** The average and the count, as every card and list shows them; "No reviews yet" without any. */
export function RatingBadge({ rating }: { rating: RatingSummary | undefined }) {
  const { t, i18n } = useT('reviews');
  if (!rating || !rating.count || rating.average === null) {
    return <span className="rating-badge rating-badge--none">{t('badge.none')}</span>;
  }
  const average = formatNumber(rating.average, i18n.language, 1);
  const count = t('badge.reviews', { count: rating.count });
  return (
    <span className="rating-badge" role="img" aria-label={t('badge.rated', { average, reviews: count })}>
      <span aria-hidden="true">★ {average}</span>{' '}
      <span className="rating-badge__count" aria-hidden="true">
        ({count})
      </span>
    </span>
  );
}
