import { ApiError, APPEAL_TEXT_MAX_LENGTH, APPEAL_TEXT_MIN_LENGTH, type ApiClient } from '@app/contracts';
import { z } from 'zod';

import { failureFrom, parseForm, throwIfUnavailable, type FormFailure } from './accounts.server';

/** A statement of reasons as GET moderation/notices lists it for the signed-in member. */
export interface MemberNotice {
  id: number;
  created_at: string;
  subject_type: string;
  subject_excerpt: string | null;
  action: string;
  rule: string;
  decided_by: 'automatic' | 'staff';
  appeal_until: string;
  appeal: null | { status: string; outcome: string | null };
}

/** The member's notices, newest first as the API sends them. */
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
});

export type AppealResult =
  { ok: true; message: string } | { ok: false; noticeId: number | null; text: string; failure: FormFailure };

/**
 * The appeal form: checked here first (so the member gets field messages without a round trip), then sent;
 * the API's refusals (already appealed, too late, not yours) come back as the form's message.
 */
export async function sendAppeal(api: ApiClient, form: FormData): Promise<AppealResult> {
  const text = String(form.get('text') ?? '');
  const noticeId = Number(form.get('notice_id')) || null;
  const parsed = parseForm(appealSchema, form);
  if (!parsed.ok) return { ok: false, noticeId, text, failure: parsed.failure };
  try {
    const { message } = await api.post(`moderation/notices/${parsed.data.notice_id}/appeal`, {
      text: parsed.data.text,
    });
    return { ok: true, message };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      return {
        ok: false,
        noticeId,
        text,
        failure: { message: 'This notice no longer exists.', fieldErrors: {} },
      };
    }
    return { ok: false, noticeId, text, failure: failureFrom(error) };
  }
}
