import {
  ApiError,
  type ApiClient,
  type Conversation,
  CONVERSATION_CONTEXT_TYPES,
  type ConversationList,
  type MessageList,
  REPORT_REASONS,
  type UnreadMessages,
} from '@app/contracts';
import { redirect } from '@remix-run/node';

import { failureFrom, throwIfUnavailable, type FormFailure } from './accounts.server';
import { apiFor } from './api.server';
import { env } from './env.server';
import { MESSAGES_PATH, threadPath } from './message-paths';
import { getToken } from './session.server';

const CURSOR = /^\d{1,13}_\d{1,10}$/;
const ID = /^\d{1,15}$/;

/** The header's unread-messages count, for the root loader: null when signed out or unanswered. */
export async function unreadMessages(request: Request): Promise<UnreadMessages | null> {
  if (!(await getToken(request))) return null;
  try {
    return (await (await apiFor(request)).get<UnreadMessages>('conversations/unread-count')).data;
  } catch {
    return null;
  }
}

/** A 404 of the API (not a participant, or gone) is the site's 404 page. */
function rethrow(error: unknown): never {
  if (error instanceof ApiError && error.status === 404) throw new Response('Not found', { status: 404 });
  throwIfUnavailable(error);
  throw error;
}

export async function inboxPage(api: ApiClient, before: string | null): Promise<ConversationList> {
  try {
    return (
      await api.get<ConversationList>('conversations', before && CURSOR.test(before) ? { before } : undefined)
    ).data;
  } catch (error) {
    rethrow(error);
  }
}

/** The conversation and a page of its thread (the newest, or `before` an id), then marks it read. */
export async function threadPage(
  api: ApiClient,
  id: number,
  before: string | null,
): Promise<{ conversation: Conversation; thread: MessageList }> {
  try {
    const [conversation, thread] = await Promise.all([
      api.get<Conversation>(`conversations/${id}`),
      api.get<MessageList>(
        `conversations/${id}/messages`,
        before && ID.test(before) ? { before } : undefined,
      ),
    ]);
    const last = thread.data.data.at(-1);
    if (last && !before && conversation.data.unread_count > 0)
      await api.post(`conversations/${id}/read`, { up_to: last.id });
    return { conversation: conversation.data, thread: thread.data };
  } catch (error) {
    rethrow(error);
  }
}

export type ThreadReply = FormFailure & { ok?: boolean; body?: string; notice?: string };

/**
 * The thread's forms: `intent=send` (the text), `report` (a message id, a reason), `block`, `unblock`,
 * `mute`, `unmute`, `leave`. A refused send keeps the text in the box.
 */
export async function threadAction(api: ApiClient, id: number, form: FormData): Promise<ThreadReply> {
  const intent = String(form.get('intent') ?? 'send');
  const body = String(form.get('body') ?? '');
  try {
    switch (intent) {
      case 'send':
        await api.post(`conversations/${id}/messages`, { body });
        return { ok: true, fieldErrors: {} };
      case 'report': {
        const messageId = String(form.get('message_id') ?? '');
        const reason = String(form.get('reason') ?? '');
        if (!ID.test(messageId) || !(REPORT_REASONS as readonly string[]).includes(reason))
          return { fieldErrors: { reason: 'Choose why you report this message.' } };
        const res = await api.post(`conversations/${id}/messages/${messageId}/report`, { reason });
        return { ok: true, notice: res.message, fieldErrors: {} };
      }
      case 'block':
      case 'unblock':
      case 'leave': {
        const res = await api.post(`conversations/${id}/${intent}`);
        if (intent === 'leave') throw redirect(MESSAGES_PATH);
        return { ok: true, notice: res.message, fieldErrors: {} };
      }
      case 'mute':
      case 'unmute': {
        const res = await api.post(`conversations/${id}/mute`, { muted: intent === 'mute' });
        return { ok: true, notice: res.message, fieldErrors: {} };
      }
      default:
        return { fieldErrors: {} };
    }
  } catch (error) {
    if (error instanceof Response) throw error;
    if (error instanceof ApiError && error.status === 404) rethrow(error);
    return { ...failureFrom(error), body };
  }
}

/**
 * The "Message" buttons' form: `user_id`, or `context_type` and `context_id` (with `user_id` for a
 * listing's owner). Opens the conversation (new or existing) and goes to it.
 */
export async function startConversation(api: ApiClient, form: FormData): Promise<FormFailure> {
  const field = (name: string) => {
    const value = String(form.get(name) ?? '');
    return ID.test(value) ? Number(value) : undefined;
  };
  const contextType = String(form.get('context_type') ?? '');
  const payload = {
    user_id: field('user_id'),
    ...((CONVERSATION_CONTEXT_TYPES as readonly string[]).includes(contextType)
      ? { context_type: contextType, context_id: field('context_id') }
      : {}),
  };
  let conversation: Conversation;
  try {
    conversation = (await api.post<Conversation>('conversations', payload)).data;
  } catch (error) {
    return failureFrom(error);
  }
  throw redirect(threadPath(conversation.id));
}

/** A one-use ticket for the live channel and where it is (the browser connects to the API itself). */
export async function liveTicket(api: ApiClient): Promise<{ ticket: string; url: string; path: string }> {
  const { data } = await api.post<{ ticket: string }>('conversations/live-ticket');
  return { ticket: data.ticket, url: env.API_URL, path: '/api/live' };
}
