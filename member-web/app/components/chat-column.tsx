import type { Conversation } from '@app/contracts';
import { Link, useFetcher, useLocation } from '@remix-run/react';
import { type MouseEvent, useEffect, useState } from 'react';

import { useT } from '../i18n/i18n';
import { MESSAGES_PATH, threadPath } from '../message-paths';
import { useLiveEvent } from './live-channel';
import { loadThread, type ThreadData } from './messages/thread-client';
import { ThreadView } from './messages/thread-view';
import '../styles/messages.css';

/** The chat column shows from this window width up, as the old client's right sidebar did (docs/product.md). */
const WIDE = '(min-width: 1600px)';

type Opened = { id: number; data: ThreadData | null; failed: boolean };

/**
 * The right-hand chat column of signed-in pages on wide windows: recent conversations, each opening its
 * thread in place (the page beside it stays). Loaded by script only when the window is wide enough, so
 * narrower pages (and pages without JavaScript, which keep the header's Messages link) pay nothing for it.
 */
export function ChatColumn() {
  const { t } = useT('messages');
  const [wide, setWide] = useState(false);
  const [opened, setOpened] = useState<Opened | null>(null);
  const recent = useFetcher<{ conversations: Conversation[] }>();
  const { pathname } = useLocation();
  useEffect(() => {
    const query = window.matchMedia(WIDE);
    const update = () => setWide(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  const { load } = recent;
  useEffect(() => {
    if (wide && !opened) load(`${MESSAGES_PATH}/recent`);
  }, [wide, pathname, load, opened]);
  // A new message moves its conversation up the list (and counts it) while the list shows; so does the
  // channel's opening, which may follow a message that came while the page was getting ready.
  const reload = () => {
    if (wide && !opened) load(`${MESSAGES_PATH}/recent`);
  };
  useLiveEvent('message', reload);
  useLiveEvent('connect', reload);

  const open = (event: MouseEvent<HTMLAnchorElement>, id: number) => {
    // A new tab or window keeps the link's own way: the thread's page.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setOpened({ id, data: null, failed: false });
    loadThread(id)
      .then((data) => setOpened((now) => (now?.id === id ? { id, data, failed: false } : now)))
      .catch(() => setOpened((now) => (now?.id === id ? { id, data: null, failed: true } : now)));
  };

  if (!wide) return null;
  const conversations = recent.data?.conversations ?? [];
  return (
    <aside className="chat-column" aria-label={t('recent')}>
      <h2 className="chat-column__title">
        <Link to={MESSAGES_PATH}>{t('title')}</Link>
      </h2>
      {opened ? (
        <section
          className="chat-column__thread"
          aria-label={
            opened.data
              ? t('conversationWith', { name: opened.data.conversation.other.full_name })
              : t('opening')
          }
        >
          <p className="chat-column__nav">
            <button type="button" className="link-button" onClick={() => setOpened(null)}>
              {t('backToRecent')}
            </button>
          </p>
          {opened.data ? (
            <>
              <h3 className="chat-column__name" data-user-content>
                {opened.data.conversation.other.full_name}
              </h3>
              <ThreadView
                key={opened.id}
                conversation={opened.data.conversation}
                initial={opened.data.thread}
                meId={opened.data.meId}
                compact
              />
              <p>
                <Link to={threadPath(opened.id)}>{t('openFull')}</Link>
              </p>
            </>
          ) : opened.failed ? (
            <p>
              {t('openFailed')} <Link to={threadPath(opened.id)}>{t('openFull')}</Link>
            </p>
          ) : (
            <p aria-busy="true">{t('opening')}</p>
          )}
        </section>
      ) : conversations.length === 0 ? (
        <p>{t('noConversations')}</p>
      ) : (
        <ul className="conversation-list">
          {conversations.map((c) => (
            <li key={c.id} className="conversation-list__item">
              <Link to={threadPath(c.id)} onClick={(event) => open(event, c.id)}>
                <span className="conversation-list__name" data-user-content>
                  {c.other.full_name}
                </span>
                {c.last_message ? (
                  <span className="conversation-list__last" data-user-content>
                    {' '}
                    {c.last_message.body}
                  </span>
                ) : null}
              </Link>
              {c.unread_count > 0 ? (
                <span
                  className="conversation-list__unread"
                  aria-label={t('unread', { count: c.unread_count })}
                >
                  {c.unread_count}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}
