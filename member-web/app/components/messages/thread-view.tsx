import {
  type Conversation,
  CONVERSATION_LIMITS,
  type ConversationMessage,
  type MessageList,
  REPORT_REASON_TEXT,
  REPORT_REASONS,
} from '@app/contracts';
import { Form } from '@remix-run/react';
import {
  type FormEvent,
  type MouseEvent,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';

import { useT } from '../../i18n/i18n';
import { localeOf } from '../../i18n/languages';
import { messageImagePath, threadPath } from '../../message-paths';
import { useLiveEvent } from '../live-channel';
import { ServerMessage } from '../owner/server-message';
import { loadThread, markRead, sendMessage } from './thread-client';
import '../../styles/messages.css';

/** How many pages of missed messages a reconnecting thread asks for before it stops (30 each). */
const MAX_CATCH_UP_PAGES = 20;
/** Within this many pixels of the bottom the member reads the newest messages: new ones keep them in view. */
const NEAR_BOTTOM_PX = 48;

// Layout effects measure the thread before the browser paints; the server has nothing to measure.
const useBeforePaint = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** The messages shown and the ones that came, each once (by id), oldest first; the same array if nothing is new. */
export function mergeMessages(
  shown: readonly ConversationMessage[],
  incoming: readonly ConversationMessage[],
): ConversationMessage[] {
  const byId = new Map(shown.map((m) => [m.id, m]));
  let changed = false;
  for (const message of incoming) {
    const had = byId.get(message.id);
    if (!had || had.held !== message.held) {
      byId.set(message.id, message);
      changed = true;
    }
  }
  return changed ? [...byId.values()].sort((a, b) => a.id - b.id) : (shown as ConversationMessage[]);
}

const LINK = /(https?:\/\/[^\s<>"]+)/g;

/** Links in a message open outside the product without passing it on (issue 31: nofollow noopener). */
export function MessageText({ text }: { text: string }) {
  return (
    <span data-user-content>
      {text.split(LINK).map((part, n) =>
        n % 2 ? (
          <a key={n} href={part} rel="nofollow noopener noreferrer" target="_blank">
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </span>
  );
}

function MessageItem({
  message,
  mine,
  seen,
  otherName,
  latest,
}: {
  message: ConversationMessage;
  mine: boolean;
  seen: boolean;
  otherName: string;
  latest: boolean;
}) {
  const { t, i18n } = useT('messages');
  const when = new Date(message.created_at).toLocaleString(localeOf(i18n.language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  });
  const images = message.images
    .map((image) => ({ ...image, src: messageImagePath(image.url) }))
    .filter((image): image is typeof image & { src: string } => image.src !== null);
  return (
    <li
      className={`thread__message${mine ? ' thread__message--mine' : ''}`}
      data-message-id={message.id}
      id={latest ? 'latest' : undefined}
    >
      <span className="visually-hidden">{mine ? t('you') : otherName}: </span>
      <MessageText text={message.body} />
      {images.length ? (
        <span className="thread__images">
          {images.map((image, n) => (
            <a key={image.src} href={image.src} target="_blank" rel="noopener">
              <img
                className="thread__image"
                src={image.src}
                width={image.width}
                height={image.height}
                alt={t('picture', { n: n + 1 })}
                loading="lazy"
              />
            </a>
          ))}
        </span>
      ) : null}
      <span className="thread__meta">
        <time dateTime={message.created_at}>{when}</time>
        {message.held ? ` · ${t('waitingForReview')}` : null}
        {seen ? ` · ${t('seen')}` : null}
      </span>
      {mine ? null : (
        <details className="thread__report">
          <summary>{t('report')}</summary>
          <Form method="post" action={threadPath(message.conversation_id)}>
            <input type="hidden" name="intent" value="report" />
            <input type="hidden" name="message_id" value={message.id} />
            <label>
              {t('why')}{' '}
              <select name="reason" required defaultValue="">
                <option value="" disabled>
                  {t('chooseReason')}
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
              {t('reportMessage')}
            </button>
          </Form>
        </details>
      )}
    </li>
  );
}

/** Keeps the member's place: the newest at the bottom on opening, older ones above without a jump. */
function useThreadScroll(messages: readonly ConversationMessage[], meId: number) {
  const list = useRef<HTMLDivElement>(null);
  const seen = useRef<{ first: number; last: number; height: number; top: number; atBottom: boolean } | null>(
    null,
  );
  const nearBottom = (el: HTMLElement) => el.scrollHeight - el.scrollTop - el.clientHeight <= NEAR_BOTTOM_PX;
  useBeforePaint(() => {
    const el = list.current;
    if (!el) return;
    const first = messages[0]?.id ?? 0;
    const last = messages.at(-1)?.id ?? 0;
    const before = seen.current;
    if (!before) el.scrollTop = el.scrollHeight;
    else {
      // Older messages came above: move down by what they added, so the same messages stay in view.
      if (first < before.first && before.first) el.scrollTop = before.top + (el.scrollHeight - before.height);
      // New ones below follow the member who was at the end (or just sent); anyone reading back stays put.
      if (last > before.last && (before.atBottom || messages.at(-1)?.sender_id === meId))
        el.scrollTop = el.scrollHeight;
    }
    seen.current = { first, last, height: el.scrollHeight, top: el.scrollTop, atBottom: nearBottom(el) };
  }, [messages, meId]);
  const onScroll = () => {
    const el = list.current;
    if (el && seen.current) {
      seen.current.top = el.scrollTop;
      seen.current.atBottom = nearBottom(el);
    }
  };
  return { list, onScroll };
}

/** A send refused by a form post without JavaScript: the page shows the reason and the text again. */
export interface FailedSend {
  message?: string;
  body?: string;
}

/**
 * A conversation's thread and its composer, on /messages/{id} and in place in the chat column. Without
 * JavaScript the composer is a plain multipart form post and the page reloads. With it, the live channel
 * adds messages at once, a reconnect asks for the missed ones by id (each shown once), older pages load
 * above without moving the member's place, and a failed send keeps the text in the box with Retry.
 */
export function ThreadView({
  conversation,
  initial,
  meId,
  compact = false,
  failed,
}: {
  conversation: Conversation;
  initial: MessageList;
  meId: number;
  /** In the chat column: no id anchor, no block/mute forms (the full page has them). */
  compact?: boolean;
  failed?: FailedSend | null;
}) {
  const { t } = useT('messages');
  const id = conversation.id;
  const other = conversation.other;
  const [messages, setMessages] = useState(() => mergeMessages([], initial.data));
  const [olderMore, setOlderMore] = useState(initial.more);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [otherReadUpTo, setOtherReadUpTo] = useState(conversation.other_read_up_to);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(failed?.message ?? null);
  const [retry, setRetry] = useState(Boolean(failed));
  const box = useRef<HTMLTextAreaElement>(null);
  const files = useRef<HTMLInputElement>(null);
  const bodyId = useId();
  const imagesId = useId();
  const add = useCallback(
    (incoming: readonly ConversationMessage[]) => setMessages((shown) => mergeMessages(shown, incoming)),
    [],
  );
  // The page's data again (after a report, a block): its newest page joins what is shown, once each.
  useEffect(() => add(initial.data), [initial, add]);
  useEffect(
    () => setOtherReadUpTo((read) => Math.max(read, conversation.other_read_up_to)),
    [conversation.other_read_up_to],
  );
  const lastId = useRef(0);
  lastId.current = messages.at(-1)?.id ?? 0;

  useLiveEvent('message', ({ message }) => {
    if (message.conversation_id !== id) return;
    add([message]);
    if (message.sender_id !== meId && document.visibilityState === 'visible') void markRead(id, message.id);
  });
  useLiveEvent('read', ({ read }) => {
    if (read.conversation_id === id && read.reader_id !== meId)
      setOtherReadUpTo((upTo) => Math.max(upTo, read.last_read_id));
  });
  // The channel opened (or is back after a drop, an API process restarted): what came since this thread's
  // data was read, by id, page after page.
  useLiveEvent('connect', () => {
    void (async () => {
      let after = lastId.current;
      for (let pages = 0; pages < MAX_CATCH_UP_PAGES; pages++) {
        const page = await loadThread(id, after ? { after } : {}).catch(() => null);
        if (!page) return;
        add(page.thread.data);
        if (!after || !page.thread.more || !page.thread.data.length) return;
        after = page.thread.data.at(-1)!.id;
      }
    })();
  });

  const { list, onScroll } = useThreadScroll(messages, meId);
  const firstId = messages[0]?.id;

  const loadOlder = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (loadingOlder || !firstId) return;
    setLoadingOlder(true);
    try {
      const page = await loadThread(id, { before: firstId });
      add(page.thread.data);
      setOlderMore(page.thread.more);
    } catch {
      setError(t('olderFailed'));
    } finally {
      setLoadingOlder(false);
    }
  };

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const form = new FormData(event.currentTarget);
    setSending(true);
    setError(null);
    try {
      const answer = await sendMessage(id, form);
      if (answer.ok && answer.sent) {
        add([answer.sent]);
        if (box.current) box.current.value = '';
        if (files.current) files.current.value = '';
        setRetry(false);
      } else {
        setError(answer.message ?? Object.values(answer.fieldErrors ?? {})[0] ?? t('sendFailed'));
        setRetry(true);
      }
    } catch {
      // The connection dropped: the text stays in the box for another try.
      setError(t('sendFailed'));
      setRetry(true);
    } finally {
      setSending(false);
    }
  };

  const seenId = messages.reduce(
    (upTo, m) => (m.sender_id === meId && m.id <= otherReadUpTo ? m.id : upTo),
    0,
  );
  return (
    <div className={`thread-view${compact ? ' thread-view--compact' : ''}`}>
      <ServerMessage tone="error" message={error} />
      {/* One scrolling box for the thread and its "Older messages" link, so the link's going keeps the place. */}
      <div className="thread" ref={list} onScroll={onScroll}>
        {olderMore && firstId ? (
          <p className="thread__older">
            <a href={`${threadPath(id)}?before=${firstId}`} onClick={loadOlder} aria-busy={loadingOlder}>
              {loadingOlder ? t('loadingOlder') : t('older')}
            </a>
          </p>
        ) : null}
        <ol
          className="thread__list"
          aria-label={t('conversationWith', { name: other.full_name })}
          aria-live="polite"
        >
          {messages.map((m, n) => (
            <MessageItem
              key={m.id}
              message={m}
              mine={m.sender_id === meId}
              seen={m.id === seenId}
              otherName={other.full_name}
              latest={!compact && n === messages.length - 1}
            />
          ))}
        </ol>
      </div>
      {conversation.closed ? (
        <p>{conversation.blocked ? t('youBlocked') : t('closed')}</p>
      ) : (
        <form
          method="post"
          action={threadPath(id)}
          encType="multipart/form-data"
          className="thread__composer"
          onSubmit={send}
        >
          <input type="hidden" name="intent" value="send" />
          <label htmlFor={bodyId}>{t('messageLabel')}</label>
          <textarea
            id={bodyId}
            name="body"
            ref={box}
            maxLength={CONVERSATION_LIMITS.textMax}
            required
            defaultValue={failed?.body ?? ''}
          />
          <div className="thread__send">
            <label htmlFor={imagesId} className="thread__pictures">
              {t('pictures', { max: CONVERSATION_LIMITS.imagesMax })}
            </label>
            <input
              id={imagesId}
              ref={files}
              type="file"
              name="images"
              accept="image/jpeg,image/png,image/webp,image/gif"
              multiple
            />
            <button type="submit" className="button button--primary" disabled={sending}>
              {sending ? t('sending') : retry ? t('retry') : t('send')}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
