import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';

import { requireMember } from '../accounts.server';
import { ServerMessage } from '../components/owner/server-message';
import { ReviewList } from '../components/reviews/review-list';
import { idFrom } from '../locations.server';
import { pageFrom, redirectWithMessage, takeMessage } from '../market.server';
import { memberReviews, sendReply } from '../reviews.server';

export const meta: MetaFunction = () => [{ title: 'Reviews | Restaurant Community' }];

/** /Profile/{id}/Reviews: the member's rating, its distribution and the newest reviews with replies. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { api, me } = await requireMember(request);
  const id = idFrom(params.id);
  if (!id) throw new Response('Not found', { status: 404 });
  const reviews = await memberReviews(api, id, pageFrom(request));
  if (!reviews) throw new Response('Not found', { status: 404 });
  const { message, headers } = await takeMessage(request);
  return data({ reviews, own: me.id === id, message }, { headers });
}

/** The reviewed member's one reply to a review. */
export async function action({ request, params }: ActionFunctionArgs) {
  const { api } = await requireMember(request);
  const result = await sendReply(api, await request.formData());
  if (result.ok) throw await redirectWithMessage(`/Profile/${params.id}/Reviews`, result.message);
  const error = result.failure.fieldErrors.text ?? result.failure.message;
  return data({ reviewId: result.reviewId, error }, { status: 422 });
}

export default function ProfileReviews() {
  const { reviews, own, message } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  return (
    <section className="profile-reviews" aria-labelledby="profile-reviews-title">
      <h2 id="profile-reviews-title">Reviews</h2>
      <ServerMessage tone="success" message={message} />
      <ReviewList reviews={reviews} own={own} replyFailure={failure} />
    </section>
  );
}
