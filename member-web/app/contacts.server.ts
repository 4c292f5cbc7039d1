import {
  ApiError,
  CONTACT_SUBJECTS,
  type ApiClient,
  type ContactSubject,
  type RevealedContact,
} from '@app/contracts';
import { data } from '@remix-run/node';

import { idFrom } from './locations.server';

/** The form field that marks a "Show contact" press in a page's action (decision 210). */
export const REVEAL_INTENT = 'reveal-contact';

/** What a page's action answers to a "Show contact" press: the contact, or the API's refusal for that row. */
export type ContactReply =
  | { reveal: { subject: ContactSubject; id: number; contact: RevealedContact; error?: undefined } }
  | { reveal: { subject: ContactSubject; id: number; contact?: undefined; error: string } };

export const isRevealForm = (form: FormData) => form.get('intent') === REVEAL_INTENT;

/**
 * POST contacts/{subject}/{id} for the row the member chose. A refusal (403, 404, the daily cap's 429) is
 * the page's answer with the API's message beside that row; the contact is never kept in the session.
 */
export async function revealContact(api: ApiClient, form: FormData) {
  const subject = String(form.get('subject') ?? '') as ContactSubject;
  const id = idFrom(form.get('subject_id'));
  if (!CONTACT_SUBJECTS.includes(subject) || !id) throw new Response('Bad Request', { status: 400 });
  try {
    const answer = await api.post<RevealedContact>(`contacts/${subject}/${id}`);
    return data<ContactReply>({ reveal: { subject, id, contact: answer.data } });
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500)
      return data<ContactReply>({ reveal: { subject, id, error: error.message } }, { status: error.status });
    throw error;
  }
}
