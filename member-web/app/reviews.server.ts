import {
  ApiError,
  type ApiClient,
  type MemberReviews,
  type OwnReview,
  type PendingReview,
  type RatingSummary,
  REVIEW_RULES,
  REVIEW_TRADE_TYPES,
  type ReviewReply,
} from '@app/contracts';
import { z } from 'zod';

import { failureFrom, type FormFailure, throwIfUnavailable } from './accounts.server';
import { englishServerTexts, fieldMessages, type ServerTexts } from './form-rules';

/** The trades the member may still review (or edit their review of), soonest deadline first. */
export async function pendingReviews(api: ApiClient): Promise<PendingReview[]> {
  try {
    return (await api.get<PendingReview[]>('reviews/pending')).data;
  } catch (error) {
    throwIfUnavailable(error);
    throw error;
  }
}

/**
 * A member's rating and one page of their published reviews (`perPage` of them, the API's 10 unless told);
 * null when there is no such member.
 */
export async function memberReviews(
  api: ApiClient,
  memberId: number,
  page = 1,
  perPage?: number,
): Promise<MemberReviews | null> {
  try {
    return (await api.get<MemberReviews>(`users/${memberId}/reviews`, { page, per_page: perPage })).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throwIfUnavailable(error);
    throw error;
  }
}

/**
 * Average and count of each member of a list's page (directory cards, received quotes). A list without
 * its ratings is still a list: when the call fails, the cards show none rather than the page failing.
 */
export async function ratingsFor(
  api: ApiClient,
  ids: readonly number[],
): Promise<Record<string, RatingSummary>> {
  const unique = [...new Set(ids)].slice(0, REVIEW_RULES.maxPerPage);
  if (!unique.length) return {};
  try {
    return (await api.get<Record<string, RatingSummary>>('reviews/ratings', { ids: unique.join(',') })).data;
  } catch (error) {
    throwIfUnavailable(error);
    return {};
  }
}

/** The review form's checks, their messages in the reader's language (the `server` namespace). */
const reviewSchema = (t: ServerTexts) =>
  z.object({
    trade_type: z.enum(REVIEW_TRADE_TYPES),
    trade_id: z.coerce.number().int().positive(),
    review_id: z.coerce.number().int().positive().optional(),
    rating: z.coerce
      .number({ invalid_type_error: t('reviews.stars') })
      .int()
      .min(1, t('reviews.stars'))
      .max(5, t('reviews.stars')),
    text: z
      .string()
      .trim()
      .min(1, t('reviews.text'))
      .max(REVIEW_RULES.textMax, t('reviews.tooLong', { max: REVIEW_RULES.textMax })),
    tags: z.array(z.string()).max(REVIEW_RULES.tagsMax, t('reviews.tags', { max: REVIEW_RULES.tagsMax })),
  });

export type ReviewFormResult =
  | { ok: true; message: string; review: OwnReview }
  | { ok: false; tradeKey: string; values: Record<string, unknown>; failure: FormFailure };

/** Fields of the review form, checked here first, then written (POST) or edited (PUT) through the API. */
export async function sendReview(
  api: ApiClient,
  form: FormData,
  t: ServerTexts = englishServerTexts,
): Promise<ReviewFormResult> {
  const values = {
    trade_type: String(form.get('trade_type') ?? ''),
    trade_id: String(form.get('trade_id') ?? ''),
    review_id: form.get('review_id') ? String(form.get('review_id')) : undefined,
    rating: String(form.get('rating') ?? ''),
    text: String(form.get('text') ?? ''),
    tags: form.getAll('tags').map(String),
  };
  const tradeKey = `${values.trade_type}:${values.trade_id}`;
  const parsed = reviewSchema(t).safeParse(values);
  if (!parsed.success) {
    return { ok: false, tradeKey, values, failure: { fieldErrors: fieldMessages(parsed.error) } };
  }
  const { review_id, rating, text, tags, trade_type, trade_id } = parsed.data;
  try {
    const answer = review_id
      ? await api.request<OwnReview>('PUT', `reviews/${review_id}`, { body: { rating, text, tags } })
      : await api.post<OwnReview>('reviews', { trade_type, trade_id, rating, text, tags });
    return { ok: true, message: answer.message, review: answer.data };
  } catch (error) {
    return { ok: false, tradeKey, values, failure: failureFrom(error) };
  }
}

const replySchema = (t: ServerTexts) =>
  z.object({
    review_id: z.coerce.number().int().positive(),
    text: z
      .string()
      .trim()
      .min(1, t('reviews.reply'))
      .max(REVIEW_RULES.replyMax, t('reviews.tooLong', { max: REVIEW_RULES.replyMax })),
  });

export type ReplyResult =
  { ok: true; message: string } | { ok: false; reviewId: number | null; text: string; failure: FormFailure };

/** The reviewed member's one public reply. */
export async function sendReply(
  api: ApiClient,
  form: FormData,
  t: ServerTexts = englishServerTexts,
): Promise<ReplyResult> {
  const text = String(form.get('text') ?? '');
  const reviewId = Number(form.get('review_id')) || null;
  const parsed = replySchema(t).safeParse({ review_id: form.get('review_id'), text });
  if (!parsed.success) {
    return { ok: false, reviewId, text, failure: { fieldErrors: { text: parsed.error.issues[0]!.message } } };
  }
  try {
    const answer = await api.post<ReviewReply>(`reviews/${parsed.data.review_id}/reply`, {
      text: parsed.data.text,
    });
    // A reply held by a watched word waits for staff (decision 285): say so rather than "published".
    return { ok: true, message: answer.data.hidden ? t('reviews.replyHeld') : answer.message };
  } catch (error) {
    return { ok: false, reviewId, text, failure: failureFrom(error) };
  }
}
