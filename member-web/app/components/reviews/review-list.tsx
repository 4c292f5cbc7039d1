import { type MemberReviews, type PublicReview, REVIEW_TAG_TEXT } from '@app/contracts';
import { Form, Link } from '@remix-run/react';

import { TextAreaField, SubmitButton } from '../owner/fields';
import { Pager } from '../owner/pager';
import { ReportAction } from '../social/report';
import { RatingBadge } from './rating-badge';

const STARS = ['5', '4', '3', '2', '1'] as const;
const dateText = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

/** The rating with how many reviews gave each number of stars. */
export function RatingDistribution({ rating }: { rating: MemberReviews['rating'] }) {
  return (
    <section className="rating-summary" aria-label="Rating">
      <p className="rating-summary__average">
        <RatingBadge rating={rating} />
      </p>
      <dl className="rating-summary__bars">
        {STARS.map((stars) => (
          <div key={stars}>
            <dt>{stars} stars</dt>
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
  return (
    <article className="card review" aria-label={`Review by ${review.author.name}`}>
      <header className="review__head">
        <strong>{review.author.name}</strong>
        <span role="img" aria-label={`${review.rating} out of 5 stars`}>
          {'★'.repeat(review.rating)}
          {'☆'.repeat(5 - review.rating)}
        </span>
        <time dateTime={review.revealed_at}>{dateText(review.revealed_at)}</time>
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
        <ul className="review__tags" aria-label="Tags">
          {review.tags.map((tag) => (
            <li key={tag}>{REVIEW_TAG_TEXT[tag] ?? tag}</li>
          ))}
        </ul>
      ) : null}
      {review.reply ? (
        <blockquote className="review__reply" aria-label="Reply">
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
            label="Your public reply (once)"
            rows={2}
            maxLength={1000}
            error={replyError}
          />
          <SubmitButton label="Reply" intent={`reply-${review.id}`} className="button button--small" />
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
  return (
    <div className="reviews">
      <RatingDistribution rating={reviews.rating} />
      {reviews.reviews.data.length === 0 ? (
        <p className="empty-text">No reviews yet.</p>
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
  const { data, total } = reviews.reviews;
  return (
    <div className="reviews">
      <RatingDistribution rating={reviews.rating} />
      {data.length === 0 ? (
        <p className="empty-text">No reviews yet.</p>
      ) : (
        <ol className="review-list" aria-label="Newest reviews">
          {data.map((review) => (
            <li key={review.id}>
              <ReviewItem review={review} canReply={false} canReport={false} canReportReply={false} />
            </li>
          ))}
        </ol>
      )}
      {total > 0 ? (
        <p>
          <Link to={allHref}>
            {total > data.length ? `See all ${total} reviews` : 'Open the Reviews tab'}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
