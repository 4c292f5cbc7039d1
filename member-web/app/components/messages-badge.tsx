import type { UnreadMessages } from '@app/contracts';
import { useRouteLoaderData } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';

import { useT } from '../i18n/i18n';
import { MESSAGES_PATH } from '../message-paths';
import { HeaderCountLink } from './header-count-link';
import { useLiveEvent } from './live-channel';
import { loadUnread } from './messages/thread-client';
import '../styles/messages.css';

/** Live events come in bursts (a message and its read receipt): one count for each burst. */
const RECOUNT_AFTER_MS = 300;

/**
 * The header's link to /messages with the unread count: from the root loader (right without JavaScript
 * and after every navigation), and asked again when the live channel brings a message or a read receipt,
 * so it changes without a reload.
 */
export function MessagesBadge() {
  const { t } = useT('messages');
  const root = useRouteLoaderData<{ unreadMessages?: UnreadMessages | null }>('root');
  const fromRoot = root?.unreadMessages?.count ?? 0;
  const [count, setCount] = useState(fromRoot);
  useEffect(() => setCount(fromRoot), [fromRoot]);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const recount = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      void loadUnread().then((unread) => {
        if (unread) setCount(unread.count);
      });
    }, RECOUNT_AFTER_MS);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  useLiveEvent('message', recount);
  useLiveEvent('read', recount);
  // On every opening, the first too: the channel opens once the page is idle, so a message may have come
  // between the page's own count and the opening (and after a drop, whatever came meanwhile).
  useLiveEvent('connect', recount);
  const label = count === 0 ? t('badgeNone') : t('badgeSome', { count });
  return (
    <HeaderCountLink
      to={MESSAGES_PATH}
      className="messages-badge"
      label={label}
      iconPath="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2Zm2 4v2h12V8H6Zm0 4v2h8v-2H6Z"
      count={count}
      shown={count > 99 ? '99+' : count}
      testId="unread-messages"
    />
  );
}
