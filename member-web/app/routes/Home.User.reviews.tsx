import { REVIEW_RULES } from '@app/contracts';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useActionData, useLoaderData } from '@remix-run/react';

import { requireMember } from '../accounts.server';
import { ServerMessage } from '../components/owner/server-message';
import { ReviewForm } from '../components/reviews/review-form';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { redirectWithMessage, takeMessage } from '../market.server';
import { pendingReviews, sendReview } from '../reviews.server';

export const meta: MetaFunction = () => [{ title: 'Reviews to write | Restaurant Community' }];

const REVIEWS_PATH = '/Home/User/reviews';

const dateText = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

/** /Home/User/reviews: the member's awarded quotes and hires still open for a review, with deadlines. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { api, me } = await requireMember(request);
  const { message, headers } = await takeMessage(request);
  return data({ pending: await pendingReviews(api), meId: me.id, message }, { headers });
}

/** One review written or edited, then back to the list with the API's confirmation. */
export async function action({ request }: ActionFunctionArgs) {
  const { api } = await requireMember(request);
  const result = await sendReview(api, await request.formData());
  if (result.ok) throw await redirectWithMessage(REVIEWS_PATH, result.message);
  const { tradeKey, values, failure } = result;
  return data(
    { tradeKey, values, message: failure.message, fieldErrors: failure.fieldErrors },
    { status: 422 },
  );
}

export default function PendingReviews() {
  const { pending, meId, message } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  return (
    <div className="container page reviews-page">
      <h1>Reviews</h1>
      <p className="lead">
        After an awarded quote or a hire, both sides may review each other within {REVIEW_RULES.windowDays}{' '}
        days. A review stays hidden until the other side has written theirs or the time is up, and you can
        change yours until then. <Link to={`/Profile/${meId}/Reviews`}>See the reviews about you</Link>.
      </p>
      <ServerMessage tone="success" message={message} />
      {pending.length === 0 ? (
        <p>You have no trades to review right now.</p>
      ) : (
        <ol className="pending-reviews">
          {pending.map((trade) => {
            const key = `${trade.trade_type}:${trade.trade_id}`;
            const mine = failure?.tradeKey === key ? failure : undefined;
            return (
              <li key={key} className="card pending-review">
                <h2>
                  {trade.trade_type === 'quote' ? 'Quote' : 'Hire'}: {trade.title}
                </h2>
                <p>
                  With <Link to={`/Profile/${trade.other.id}`}>{trade.other.name}</Link> · review by{' '}
                  <time dateTime={trade.window_closes_at}>{dateText(trade.window_closes_at)}</time>
                  {trade.review ? ' · written, not yet published' : null}
                </p>
                <ServerMessage tone="error" message={mine?.message} />
                <ReviewForm trade={trade} failure={mine} />
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
