import {
  ApiError,
  APPEAL_TEXT_MAX_LENGTH,
  APPEAL_TEXT_MIN_LENGTH,
  type ApiClient,
  type MemberNotice,
} from '@app/contracts';
import { z } from 'zod';

import { failureFrom, parseForm, throwIfUnavailable, type FormFailure } from './accounts.server';
import { englishServerTexts, type ServerTexts } from './form-rules';

/** The signed-in member's notices, newest first as the API sends them. */
export async function memberNotices(api: ApiClient): Promise<MemberNotice[]> {
  try {
    return (await api.get<MemberNotice[]>('moderation/notices')).data;
  } catch (error) {
    throwIfUnavailable(error);
    throw error;
  }
}

/** The appeal form's checks, their messages in the reader's language (the `server` namespace). */
const appealSchema = (t: ServerTexts) =>
  z.object({
    notice_id: z.coerce.number().int().positive(),
    text: z
      .string({ required_error: t('appeal.why') })
      .min(APPEAL_TEXT_MIN_LENGTH, t('appeal.tooShort', { min: APPEAL_TEXT_MIN_LENGTH }))
      .max(APPEAL_TEXT_MAX_LENGTH, t('reviews.tooLong', { max: APPEAL_TEXT_MAX_LENGTH })),
    token: z.string().max(100).optional(),
  });

export type AppealResult =
  | { ok: true; message: string; notice: MemberNotice }
  | { ok: false; noticeId: number | null; text: string; failure: FormFailure };

/**
 * The appeal form: checked here first (field messages without a round trip), then sent; the API's refusals
 * (already appealed, too late) come back as the form's message. With the mailed link's token the appeal is
 * sent without the visitor's session: a banned or suspended member cannot sign in, and someone else's
 * session in the same browser must not stand in for them.
 */
export async function sendAppeal(
  api: ApiClient,
  form: FormData,
  t: ServerTexts = englishServerTexts,
): Promise<AppealResult> {
  const text = String(form.get('text') ?? '').trim();
  const noticeId = Number(form.get('notice_id')) || null;
  const parsed = parseForm(appealSchema(t), form);
  if (!parsed.ok) return { ok: false, noticeId, text, failure: parsed.failure };
  const { notice_id, token } = parsed.data;
  try {
    const client = token ? api.withToken(undefined) : api;
    const { data, message } = await client.post<MemberNotice>(`moderation/notices/${notice_id}/appeal`, {
      text: parsed.data.text,
      ...(token ? { token } : {}),
    });
    return { ok: true, message, notice: data };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 401)) {
      const message = token ? t('appeal.badLink') : t('appeal.noNotice');
      return { ok: false, noticeId, text, failure: { message, fieldErrors: {} } };
    }
    return { ok: false, noticeId, text, failure: failureFrom(error) };
  }
}
