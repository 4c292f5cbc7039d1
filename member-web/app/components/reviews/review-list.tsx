import { type MemberReviews, type PublicReview, REVIEW_TAG_TEXT } from '@app/contracts';
import { Form, Link } from '@remix-run/react';

import { formatDate } from '../../i18n/format';
import { useT } from '../../i18n/i18n';
import { DEFAULT_LANGUAGE } from '../../i18n/languages';

import { TextAreaField, SubmitButton } from '../owner/fields';
import { Pager } from '../owner/pager';
import { ReportAction } from '../social/report';
import { RatingBadge } from './rating-badge';

const STARS = ['5', '4', '3', '2', '1'] as const;
/** "12 Mar 2026" in English (as before), "12 मार्च 2026" in other languages. */
const dateText = (iso: string, language: string) =>
  language === DEFAULT_LANGUAGE
    ? new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' })
    : formatDate(iso, language);

/** The rating with how many reviews gave each number of stars. */
export function RatingDistribution({ rating }: { rating: MemberReviews['rating'] }) {
  const { t } = useT('reviews');
  return (
    <section className="rating-summary" aria-label={t('form.rating')}>
      <p className="rating-summary__average">
        <RatingBadge rating={rating} />
      </p>
      <dl className="rating-summary__bars">
        {STARS.map((stars) => (
          <div key={stars}>
            <dt>{t('list.starsRow', { n: stars })}</dt>
            <dd>
              <meter
                min={0}
                max={Math.max(rating.count, 1)}
                value={rating.distribution[stars]}
                aria-hidden="true"
              />
              <span>{rating.distribution[stars]}</span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** One published review with its reply; the reviewed member gets the reply form while there is none. */
function ReviewItem({
  review,
  canReply,
  canReport,
  canReportReply,
  replyError,
}: {
  review: PublicReview;
  canReply: boolean;
  /** Anyone but its author may report a review (the reviewed member too: they cannot remove it). */
  canReport: boolean;
  /** Anyone but the reviewed member (who wrote it) may report the reply, on its own (decision 285). */
  canReportReply: boolean;
  replyError?: string;
}) {
  const { t, i18n } = useT('reviews');
  return (
    <article className="card review" aria-label={t('list.by', { name: review.author.name })}>
      <header className="review__head">
        <strong>{review.author.name}</strong>
        <span role="img" aria-label={t('list.outOfFive', { n: review.rating })}>
          {'★'.repeat(review.rating)}
          {'☆'.repeat(5 - review.rating)}
        </span>
        <time dateTime={review.revealed_at}>{dateText(review.revealed_at, i18n.language)}</time>
        {canReport ? (
          <ReportAction
            subjectType="review"
            subjectId={review.id}
            noScriptHref={`?report_review=${review.id}`}
            className="link-button review__report"
          />
        ) : null}
      </header>
      <p className="review__text">{review.text}</p>
      {review.tags.length ? (
        <ul className="review__tags" aria-label={t('list.tags')}>
          {review.tags.map((tag) => (
            <li key={tag}>{t(`tags.${tag}`, { defaultValue: REVIEW_TAG_TEXT[tag] ?? tag })}</li>
          ))}
        </ul>
      ) : null}
      {review.reply ? (
        <blockquote className="review__reply" aria-label={t('list.reply')}>
          <p>{review.reply.text}</p>
          {canReportReply ? (
            <ReportAction
              subjectType="review_reply"
              subjectId={review.id}
              noScriptHref={`?report_reply=${review.id}`}
              className="link-button review__report"
            />
          ) : null}
        </blockquote>
      ) : canReply ? (
        <Form method="post" className="review__reply-form">
          <input type="hidden" name="review_id" value={review.id} />
          <TextAreaField
            name="text"
            label={t('list.replyLabel')}
            rows={2}
            maxLength={1000}
            error={replyError}
          />
          <SubmitButton
            label={t('list.reply')}
            intent={`reply-${review.id}`}
            className="button button--small"
          />
        </Form>
      ) : null}
    </article>
  );
}

/** A member's reviews: the rating, then the newest published reviews, a page at a time. */
export function ReviewList({
  reviews,
  own,
  meId,
  replyFailure,
}: {
  reviews: MemberReviews;
  own: boolean;
  meId: number;
  replyFailure?: { reviewId: number | null; error?: string };
}) {
  const { t } = useT('reviews');
  return (
    <div className="reviews">
      <RatingDistribution rating={reviews.rating} />
      {reviews.reviews.data.length === 0 ? (
        <p className="empty-text">{t('list.none')}</p>
      ) : (
        <ol className="review-list">
          {reviews.reviews.data.map((review) => (
            <li key={review.id}>
              <ReviewItem
                review={review}
                canReply={own}
                canReport={review.author.id !== meId}
                canReportReply={!own}
                replyError={replyFailure?.reviewId === review.id ? replyFailure.error : undefined}
              />
            </li>
          ))}
        </ol>
      )}
      <Pager page={reviews.reviews.current_page} lastPage={reviews.reviews.last_page} />
    </div>
  );
}

/**
 * The rating and the newest few reviews with their replies, to read (read-more pages); replying and
 * reporting are on the member's Reviews tab, which the link opens with every review, a page at a time.
 */
export function LatestReviews({ reviews, allHref }: { reviews: MemberReviews; allHref: string }) {
  const { t } = useT('reviews');
  const { data, total } = reviews.reviews;
  return (
    <div className="reviews">
      <RatingDistribution rating={reviews.rating} />
      {data.length === 0 ? (
        <p className="empty-text">{t('list.none')}</p>
      ) : (
        <ol className="review-list" aria-label={t('list.newest')}>
          {data.map((review) => (
            <li key={review.id}>
              <ReviewItem review={review} canReply={false} canReport={false} canReportReply={false} />
            </li>
          ))}
        </ol>
      )}
      {total > 0 ? (
        <p>
          <Link to={allHref}>{total > data.length ? t('list.seeAll', { n: total }) : t('list.openTab')}</Link>
        </p>
      ) : null}
    </div>
  );
}
