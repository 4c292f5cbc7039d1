import { type ConversationMessage, REPORT_REASON_TEXT, REPORT_REASONS } from '@app/contracts';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useFetcher, useLoaderData, useRevalidator } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';

import { requireMember } from '../accounts.server';
import { ServerMessage } from '../components/owner/server-message';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { threadAction, threadPage, type ThreadReply } from '../conversations.server';
import { MESSAGES_PATH, threadPath } from '../message-paths';
import '../styles/messages.css';

export const meta: MetaFunction = () => [{ title: 'Messages | Restaurant Community' }];

const idOf = (raw: string | undefined) => {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id < 1) throw new Response('Not found', { status: 404 });
  return id;
};

/** /messages/{id}: the thread, newest page (or `?before=` an id), marked read as it is shown. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { api, me } = await requireMember(request);
  const before = new URL(request.url).searchParams.get('before');
  const page = await threadPage(api, idOf(params.id), before);
  return data({ ...page, meId: me.id, paged: Boolean(before) });
}

/** Sends (form post, so it works without JavaScript), reports, blocks, mutes, leaves. */
export async function action({ request, params }: ActionFunctionArgs) {
  const { api } = await requireMember(request);
  return data(await threadAction(api, idOf(params.id), await request.formData()));
}

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  });

/** Links in a message open outside the product without passing it on (issue 31: nofollow noopener). */
function MessageText({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/[^\s<>"]+)/g);
  return (
    <>
      {parts.map((part, n) =>
        n % 2 ? (
          <a key={n} href={part} rel="nofollow noopener noreferrer" target="_blank">
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </>
  );
}

function MessageItem({
  message,
  mine,
  otherName,
}: {
  message: ConversationMessage;
  mine: boolean;
  otherName: string;
}) {
  return (
    <li className={`thread__message${mine ? ' thread__message--mine' : ''}`} data-message-id={message.id}>
      <span className="visually-hidden">{mine ? 'You' : otherName}: </span>
      <MessageText text={message.body} />
      <span className="thread__meta">
        <time dateTime={message.created_at}>{when(message.created_at)}</time>
        {message.held ? ' · Waiting for review' : null}
      </span>
      {mine ? null : (
        <details className="thread__report">
          <summary>Report</summary>
          <Form method="post">
            <input type="hidden" name="intent" value="report" />
            <input type="hidden" name="message_id" value={message.id} />
            <label>
              Why?{' '}
              <select name="reason" required defaultValue="">
                <option value="" disabled>
                  Choose a reason
                </option>
                {/* Child safety first, as on every report form. */}
                {REPORT_REASONS.map((reason) => (
                  <option key={reason} value={reason}>
                    {REPORT_REASON_TEXT[reason]}
                  </option>
                ))}
              </select>
            </label>{' '}
            <button type="submit" className="button button--ghost">
              Report message
            </button>
          </Form>
        </details>
      )}
    </li>
  );
}

/**
 * With JavaScript: the live channel adds new messages at once (a one-use ticket from /messages/live-ticket),
 * and after a reconnect the page reloads its data, which asks the thread for what it missed.
 */
function useLiveThread(conversationId: number, onMessage: (m: ConversationMessage) => void) {
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  const handler = useRef(onMessage);
  handler.current = onMessage;
  useEffect(() => {
    let closed = false;
    let socket: { disconnect(): void } | null = null;
    const ticket = () =>
      fetch('/messages/live-ticket', { method: 'POST' }).then(
        (res) => res.json() as Promise<{ ticket: string; url: string; path: string }>,
      );
    void Promise.all([import('socket.io-client'), ticket()]).then(([{ io }, first]) => {
      if (closed) return;
      // Tickets are one-use: the first connection uses this one, each reconnection asks for a new one.
      let unused: string | null = first.ticket;
      const live = io(first.url, {
        path: first.path,
        transports: ['websocket'],
        auth: (cb) => {
          if (unused) {
            cb({ ticket: unused });
            unused = null;
          } else
            ticket()
              .then(({ ticket: next }) => cb({ ticket: next }))
              .catch(() => cb({}));
        },
      });
      let connectedOnce = false;
      live.on('connect', () => {
        // Back after a drop (an API process restarted): reload, which asks the thread for what was missed.
        if (connectedOnce) revalidate.current();
        connectedOnce = true;
      });
      live.on('message', (event: { message: ConversationMessage }) => {
        if (event.message.conversation_id === conversationId) handler.current(event.message);
      });
      socket = live;
    });
    return () => {
      closed = true;
      socket?.disconnect();
    };
  }, [conversationId]);
}

export default function Thread() {
  const { conversation, thread, meId, paged } = useLoaderData<typeof loader>();
  const sender = useFetcher<ThreadReply>();
  const [live, setLive] = useState<ConversationMessage[]>([]);
  const box = useRef<HTMLTextAreaElement>(null);
  const list = useRef<HTMLOListElement>(null);
  useLiveThread(conversation.id, (m) =>
    setLive((shown) => (shown.some((s) => s.id === m.id) ? shown : [...shown, m])),
  );
  // The loader's page and what arrived live, each message once, in id order.
  const known = new Set(thread.data.map((m) => m.id));
  const messages = [...thread.data, ...live.filter((m) => !known.has(m.id))].sort((a, b) => a.id - b.id);
  // With JavaScript the fetcher's answer; without, the page's own (the form posted as a document).
  const actionReply = useActionData<ThreadReply>();
  const reply = sender.data ?? actionReply;
  useEffect(() => {
    if (reply?.ok && box.current) box.current.value = '';
  }, [reply]);
  useEffect(() => {
    const el = list.current;
    if (el && !paged) el.scrollTop = el.scrollHeight;
  }, [messages.length, paged]);
  const other = conversation.other;
  return (
    <div className="container page messages-page">
      <p>
        <Link to={MESSAGES_PATH}>← All messages</Link>
      </p>
      <h1>{other.full_name}</h1>
      <ServerMessage tone="error" message={reply && !reply.ok ? reply.message : null} />
      <ServerMessage tone="success" message={reply?.notice} />
      {thread.more && thread.data.length ? (
        <p>
          <Link to={`${threadPath(conversation.id)}?before=${thread.data[0].id}`}>Older messages</Link>
        </p>
      ) : null}
      <ol
        className="thread"
        ref={list}
        aria-label={`Conversation with ${other.full_name}`}
        aria-live="polite"
      >
        {messages.map((m) => (
          <MessageItem key={m.id} message={m} mine={m.sender_id === meId} otherName={other.full_name} />
        ))}
      </ol>
      {conversation.closed ? (
        <p>{conversation.blocked ? 'You blocked this member.' : 'This conversation is closed.'}</p>
      ) : (
        <sender.Form method="post" className="thread__composer">
          <input type="hidden" name="intent" value="send" />
          <label htmlFor="message-body">Message</label>
          <textarea
            id="message-body"
            name="body"
            ref={box}
            maxLength={4000}
            required
            defaultValue={reply && !reply.ok ? reply.body : ''}
          />
          <button type="submit" className="button button--primary" disabled={sender.state !== 'idle'}>
            {reply && !reply.ok ? 'Retry' : 'Send'}
          </button>
        </sender.Form>
      )}
      <div className="thread__actions">
        <Form method="post">
          <input type="hidden" name="intent" value={conversation.blocked ? 'unblock' : 'block'} />
          <button type="submit" className="button button--ghost">
            {conversation.blocked ? 'Unblock' : 'Block'}
          </button>
        </Form>
        <Form method="post">
          <input type="hidden" name="intent" value={conversation.muted ? 'unmute' : 'mute'} />
          <button type="submit" className="button button--ghost">
            {conversation.muted ? 'Unmute' : 'Mute'}
          </button>
        </Form>
        <Form method="post">
          <input type="hidden" name="intent" value="leave" />
          <button type="submit" className="button button--ghost">
            Leave
          </button>
        </Form>
      </div>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
