import type { Conversation } from '@app/contracts';
import { Link, useFetcher, useLocation } from '@remix-run/react';
import { useEffect, useState } from 'react';

import { MESSAGES_PATH, threadPath } from '../message-paths';
import '../styles/messages.css';

/** The chat column shows from this window width up, as the old client's right sidebar did (docs/product.md). */
const WIDE = '(min-width: 1600px)';

/**
 * The right-hand chat column of signed-in pages on wide windows: recent conversations, each opening its
 * thread. Loaded by script only when the window is wide enough, so narrower pages (and pages without
 * JavaScript, which keep the header's Messages link) pay nothing for it.
 */
export function ChatColumn() {
  const [wide, setWide] = useState(false);
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
    if (wide) load(`${MESSAGES_PATH}/recent`);
  }, [wide, pathname, load]);
  if (!wide) return null;
  const conversations = recent.data?.conversations ?? [];
  return (
    <aside className="chat-column" aria-label="Recent conversations">
      <h2 className="chat-column__title">
        <Link to={MESSAGES_PATH}>Messages</Link>
      </h2>
      {conversations.length === 0 ? (
        <p>No conversations yet.</p>
      ) : (
        <ul className="conversation-list">
          {conversations.map((c) => (
            <li key={c.id} className="conversation-list__item">
              <Link to={threadPath(c.id)}>
                <span className="conversation-list__name">{c.other.full_name}</span>
                {c.last_message ? (
                  <span className="conversation-list__last"> {c.last_message.body}</span>
                ) : null}
              </Link>
              {c.unread_count > 0 ? (
                <span className="conversation-list__unread" aria-label={`${c.unread_count} unread`}>
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
