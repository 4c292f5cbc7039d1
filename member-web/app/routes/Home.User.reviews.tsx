import { REVIEW_RULES } from '@app/contracts';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { Trans } from 'react-i18next';

import { requireMember } from '../accounts.server';
import { ServerMessage } from '../components/owner/server-message';
import { ReviewForm } from '../components/reviews/review-form';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { formatDate } from '../i18n/format';
import { metaT, useT } from '../i18n/i18n';
import { textsFor } from '../i18n/texts.server';
import { DEFAULT_LANGUAGE } from '../i18n/languages';
import { redirectWithMessage, takeMessage } from '../market.server';
import { pendingReviews, sendReview } from '../reviews.server';

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches, 'reviews')('page.metaTitle') }];

const REVIEWS_PATH = '/Home/User/reviews';

/** "12 Mar 2026" in English (as before), "12 मार्च 2026" in other languages. */
const dateText = (iso: string, language: string) =>
  language === DEFAULT_LANGUAGE
    ? new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' })
    : formatDate(iso, language);

/** /Home/User/reviews: the member's awarded quotes and hires still open for a review, with deadlines. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { api, me } = await requireMember(request);
  const { message, headers } = await takeMessage(request);
  return data({ pending: await pendingReviews(api), meId: me.id, message }, { headers });
}

/** One review written or edited, then back to the list with the API's confirmation. */
export async function action({ request }: ActionFunctionArgs) {
  const { api } = await requireMember(request);
  const result = await sendReview(api, await request.formData(), await textsFor(request, 'server'));
  if (result.ok) throw await redirectWithMessage(REVIEWS_PATH, result.message);
  const { tradeKey, values, failure } = result;
  return data(
    { tradeKey, values, message: failure.message, fieldErrors: failure.fieldErrors },
    { status: 422 },
  );
}

export default function PendingReviews() {
  const { t, i18n } = useT('reviews');
  const { pending, meId, message } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  return (
    <div className="container page reviews-page">
      <h1>{t('page.title')}</h1>
      <p className="lead">
        <Trans
          t={t}
          i18nKey="page.lead"
          values={{ days: REVIEW_RULES.windowDays }}
          components={{ about: <Link to={`/Profile/${meId}/Reviews`} /> }}
        />
      </p>
      <ServerMessage tone="success" message={message} />
      {pending.length === 0 ? (
        <p>{t('page.none')}</p>
      ) : (
        <ol className="pending-reviews">
          {pending.map((trade) => {
            const key = `${trade.trade_type}:${trade.trade_id}`;
            const mine = failure?.tradeKey === key ? failure : undefined;
            return (
              <li key={key} className="card pending-review">
                <h2>
                  {trade.trade_type === 'quote' ? t('page.quote') : t('page.hire')}: {trade.title}
                </h2>
                <p>
                  <Trans
                    t={t}
                    i18nKey="page.withBy"
                    values={{ name: trade.other.name, date: dateText(trade.window_closes_at, i18n.language) }}
                    components={{
                      other: <Link to={`/Profile/${trade.other.id}`} />,
                      date: <time dateTime={trade.window_closes_at} />,
                    }}
                  />
                  {trade.review ? t('page.written') : null}
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
