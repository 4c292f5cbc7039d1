import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';

import { requireMember } from '../accounts.server';
import { ServerMessage } from '../components/owner/server-message';
import { ReviewList } from '../components/reviews/review-list';
import { ReportDialog } from '../components/social/report';
import { idFrom } from '../locations.server';
import { pageFrom, redirectWithMessage, takeMessage } from '../market.server';
import { memberReviews, sendReply } from '../reviews.server';
import { handleSocialForm, isSocialIntent } from '../social.server';
import { metaT, useT } from '../i18n/i18n';
import { textsFor } from '../i18n/texts.server';

export const meta: MetaFunction = ({ matches }) => [
  { title: metaT(matches, 'profile')('reviewsPage.metaTitle') },
];

/** /Profile/{id}/Reviews: the member's rating, its distribution and the newest reviews with replies. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { api, me } = await requireMember(request);
  const id = idFrom(params.id);
  if (!id) throw new Response('Not found', { status: 404 });
  const reviews = await memberReviews(api, id, pageFrom(request));
  if (!reviews) throw new Response('Not found', { status: 404 });
  const { message, headers } = await takeMessage(request);
  // Report without JavaScript: ?report_review={id} (or ?report_reply={id}, the review's reply) opens the
  // dialog, ?reported=1 thanks.
  const query = new URL(request.url).searchParams;
  const reporting = Number(query.get('report_review')) || null;
  const reportingReply = Number(query.get('report_reply')) || null;
  return data(
    {
      reviews,
      own: me.id === id,
      meId: me.id,
      message,
      reporting,
      reportingReply,
      reported: query.get('reported') === '1',
    },
    { headers },
  );
}

/** The reviewed member's one reply to a review, or a report of a review (the social forms' report). */
export async function action({ request, params }: ActionFunctionArgs) {
  const { api } = await requireMember(request);
  const form = await request.formData();
  if (isSocialIntent(form.get('intent'))) return handleSocialForm(request, form);
  const result = await sendReply(api, form, await textsFor(request, 'server'));
  if (result.ok) throw await redirectWithMessage(`/Profile/${params.id}/Reviews`, result.message);
  const error = result.failure.fieldErrors.text ?? result.failure.message;
  return data({ reviewId: result.reviewId, error }, { status: 422 });
}

export default function ProfileReviews() {
  const { reviews, own, meId, message, reporting, reportingReply, reported } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useT('profile');
  // The reply form's failure (a report's outcome is read by its dialog).
  const failure = answer && 'reviewId' in answer ? answer : undefined;
  return (
    <section className="profile-reviews" aria-labelledby="profile-reviews-title">
      <h2 id="profile-reviews-title">{t('reviews')}</h2>
      <ServerMessage tone="success" message={message} />
      <ReviewList reviews={reviews} own={own} meId={meId} replyFailure={failure} />
      {reporting ? (
        <ReportDialog subjectType="review" subjectId={reporting} closeHref="?" done={reported} />
      ) : null}
      {reportingReply ? (
        <ReportDialog subjectType="review_reply" subjectId={reportingReply} closeHref="?" done={reported} />
      ) : null}
    </section>
  );
}
