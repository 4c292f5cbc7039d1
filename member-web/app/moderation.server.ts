import {
  ApiError,
  APPEAL_TEXT_MAX_LENGTH,
  APPEAL_TEXT_MIN_LENGTH,
  type ApiClient,
  type MemberNotice,
} from '@app/contracts';
import { z } from 'zod';

import { failureFrom, parseForm, throwIfUnavailable, type FormFailure } from './accounts.server';

/** The signed-in member's notices, newest first as the API sends them. */
export async function memberNotices(api: ApiClient): Promise<MemberNotice[]> {
  try {
    return (await api.get<MemberNotice[]>('moderation/notices')).data;
  } catch (error) {
    throwIfUnavailable(error);
    throw error;
  }
}

const appealSchema = z.object({
  notice_id: z.coerce.number().int().positive(),
  text: z
    .string({ required_error: 'Please say why the decision should change.' })
    .min(APPEAL_TEXT_MIN_LENGTH, `Please write at least ${APPEAL_TEXT_MIN_LENGTH} characters.`)
    .max(APPEAL_TEXT_MAX_LENGTH, `Please keep it under ${APPEAL_TEXT_MAX_LENGTH} characters.`),
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
export async function sendAppeal(api: ApiClient, form: FormData): Promise<AppealResult> {
  const text = String(form.get('text') ?? '').trim();
  const noticeId = Number(form.get('notice_id')) || null;
  const parsed = parseForm(appealSchema, form);
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
      const message = token
        ? 'This appeal link is not valid. Please use the link from your e-mail.'
        : 'This notice no longer exists.';
      return { ok: false, noticeId, text, failure: { message, fieldErrors: {} } };
    }
    return { ok: false, noticeId, text, failure: failureFrom(error) };
  }
}
