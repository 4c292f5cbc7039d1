import {
  ApiError,
  type ApiClient,
  type Conversation,
  CONVERSATION_CONTEXT_TYPES,
  CONVERSATION_LIMITS,
  type ConversationList,
  type ConversationMessage,
  type MessageList,
  REPORT_REASONS,
  type UnreadMessages,
} from '@app/contracts';
import { redirect } from '@remix-run/node';

import { failureFrom, throwIfUnavailable, type FormFailure } from './accounts.server';
import { apiFetch, apiFor } from './api.server';
import { env } from './env.server';
import { englishServerTexts, type ServerTexts } from './form-rules';
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

/** A conversation's (or message's) id in a path; anything else is the site's 404. */
export function idParam(raw: string | undefined): number {
  const id = Number(raw);
  if (!ID.test(raw ?? '') || !Number.isSafeInteger(id) || id < 1)
    throw new Response('Not found', { status: 404 });
  return id;
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

/** Which page of a thread: the newest, `before` an id (older) or `after` one (what a page missed). */
export interface ThreadCursor {
  before?: string | null;
  after?: string | null;
}

/** The cursor of a page's query string (`?before=` or `?after=`), as the thread's loaders take it. */
export function cursorFrom(url: string): ThreadCursor {
  const params = new URL(url).searchParams;
  return { before: params.get('before'), after: params.get('after') };
}

/**
 * The conversation and a page of its thread (the newest, `before` an id or `after` one), then marks it
 * read up to what the member now sees: the newest page or a page of newer messages, not an older page.
 */
export async function threadPage(
  api: ApiClient,
  id: number,
  cursor: ThreadCursor = {},
): Promise<{ conversation: Conversation; thread: MessageList }> {
  const before = cursor.before && ID.test(cursor.before) ? cursor.before : null;
  const after = !before && cursor.after && ID.test(cursor.after) ? cursor.after : null;
  try {
    const [conversation, thread] = await Promise.all([
      api.get<Conversation>(`conversations/${id}`),
      api.get<MessageList>(
        `conversations/${id}/messages`,
        before ? { before } : after ? { after } : undefined,
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

export type ThreadReply = FormFailure & {
  ok?: boolean;
  body?: string;
  notice?: string;
  /** The message just sent, so the page shows it at once (the live channel may be down). */
  sent?: ConversationMessage;
};

const IMAGES_FIELD = 'images';

/**
 * What the API takes for a send: JSON for text alone, multipart (`body`, `images[0]`…) with pictures
 * (decision 277). Too many or too large pictures are refused here first, with the API's own limits.
 */
function sendBody(
  form: FormData,
  body: string,
  t: ServerTexts,
): Record<string, string> | FormData | FormFailure {
  const images = form
    .getAll(IMAGES_FIELD)
    .filter((value): value is File => typeof value !== 'string' && value.size > 0);
  if (images.length === 0) return { body };
  if (images.length > CONVERSATION_LIMITS.imagesMax) {
    const tooManyImages = t('messages.tooManyImages', { max: CONVERSATION_LIMITS.imagesMax });
    return { message: tooManyImages, fieldErrors: { images: tooManyImages } };
  }
  const tooBig = images.find((image) => image.size > CONVERSATION_LIMITS.imageMaxBytes);
  if (tooBig) {
    const message = t('social.imageTooLarge', {
      name: tooBig.name,
      megabytes: CONVERSATION_LIMITS.imageMaxBytes / 1024 / 1024,
    });
    return { message, fieldErrors: { images: message } };
  }
  const multipart = new FormData();
  multipart.append('body', body);
  images.forEach((image, n) => multipart.append(`images[${n}]`, image, image.name));
  return multipart;
}

const isFailure = (value: unknown): value is FormFailure =>
  typeof value === 'object' && value !== null && 'fieldErrors' in value;

/**
 * The thread's forms: `intent=send` (the text), `report` (a message id, a reason), `block`, `unblock`,
 * `mute`, `unmute`, `leave`. A refused send keeps the text in the box.
 */
export async function threadAction(
  api: ApiClient,
  id: number,
  form: FormData,
  t: ServerTexts = englishServerTexts,
): Promise<ThreadReply> {
  const intent = String(form.get('intent') ?? 'send');
  const body = String(form.get('body') ?? '');
  try {
    switch (intent) {
      case 'send': {
        const payload = sendBody(form, body, t);
        if (isFailure(payload)) return { ...payload, body };
        const res = await api.post<ConversationMessage>(`conversations/${id}/messages`, payload);
        return { ok: true, sent: res.data, fieldErrors: {} };
      }
      case 'read': {
        // The page's script, when a message arrived live in the thread the member is looking at.
        const upTo = String(form.get('up_to') ?? '');
        if (!ID.test(upTo)) return { fieldErrors: { up_to: t('messages.upTo') } };
        await api.post(`conversations/${id}/read`, { up_to: Number(upTo) });
        return { ok: true, fieldErrors: {} };
      }
      case 'report': {
        const messageId = String(form.get('message_id') ?? '');
        const reason = String(form.get('reason') ?? '');
        if (!ID.test(messageId) || !(REPORT_REASONS as readonly string[]).includes(reason))
          return { fieldErrors: { reason: t('messages.chooseReason') } };
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

/**
 * A message's image through the site (decision 277): the API answers the two participants only, so the
 * member's token is forwarded and everyone else gets the site's 404. Private to the browser's cache.
 */
export async function messageImageResponse(
  request: Request,
  id: number,
  messageId: number,
  n: number,
): Promise<Response> {
  const upstream = await apiFetch(request, `/api/conversations/${id}/messages/${messageId}/images/${n}`, {
    accept: 'image/jpeg',
  });
  if (upstream.status === 401) throw new Response('Sign in again', { status: 401 });
  if (upstream.status === 404 || upstream.status === 403 || upstream.status === 422)
    throw new Response('Not found', { status: 404 });
  if (!upstream.ok || !upstream.body)
    throw new Response('The image is not available right now', { status: 502 });
  return new Response(upstream.body, {
    headers: {
      'Content-Type': 'image/jpeg',
      'Cache-Control': 'private, max-age=3600',
      'X-Content-Type-Options': 'nosniff',
      ...(upstream.headers.get('content-length')
        ? { 'Content-Length': upstream.headers.get('content-length')! }
        : {}),
    },
  });
}
