import type { Conversation, ConversationMessage, MessageList, UnreadMessages } from '@app/contracts';

import { threadDataPath, UNREAD_MESSAGES_PATH } from '../../message-paths';

/**
 * The thread's script talks to the site's JSON routes with fetch, not Remix fetchers: a send or a read
 * from the chat column must not reload the page it sits on, and a dropped connection must leave the
 * typed text in the box (a fetcher's network error would replace the page by its error boundary).
 */

export interface ThreadData {
  conversation: Conversation;
  thread: MessageList;
  meId: number;
}

/** What a send answers (the server's ThreadReply): the message, or why not. */
export interface SendAnswer {
  ok?: boolean;
  sent?: ConversationMessage;
  message?: string;
  fieldErrors?: Record<string, string>;
}

async function json<T>(res: Response): Promise<T> {
  if (!res.headers.get('content-type')?.includes('application/json'))
    throw new Error(`answered ${res.status} without JSON`);
  return (await res.json()) as T;
}

/** A page of the thread: the newest, older than `before`, or newer than `after` (oldest first). */
export async function loadThread(
  id: number,
  cursor: { before?: number; after?: number } = {},
): Promise<ThreadData> {
  const query = cursor.before ? `?before=${cursor.before}` : cursor.after ? `?after=${cursor.after}` : '';
  const res = await fetch(`${threadDataPath(id)}${query}`, { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`thread answered ${res.status}`);
  return json<ThreadData>(res);
}

/** Sends the composer's form (text and pictures); a refusal answers its reason, a network failure throws. */
export async function sendMessage(id: number, form: FormData): Promise<SendAnswer> {
  const res = await fetch(threadDataPath(id), { method: 'POST', body: form });
  return json<SendAnswer>(res);
}

/** Marks the thread read up to a message that arrived while the member was looking at it. */
export async function markRead(id: number, upTo: number): Promise<void> {
  const form = new FormData();
  form.set('intent', 'read');
  form.set('up_to', String(upTo));
  await fetch(threadDataPath(id), { method: 'POST', body: form }).catch(() => undefined);
}

/** The header badge's count now; null when it cannot be told. */
export async function loadUnread(): Promise<UnreadMessages | null> {
  try {
    const res = await fetch(UNREAD_MESSAGES_PATH, { headers: { accept: 'application/json' } });
    return res.ok ? (await json<{ unread: UnreadMessages | null }>(res)).unread : null;
  } catch {
    return null;
  }
}
