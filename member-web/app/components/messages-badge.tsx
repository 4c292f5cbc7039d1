import type { UnreadMessages } from '@app/contracts';
import { Link, useRouteLoaderData } from '@remix-run/react';

import { MESSAGES_PATH } from '../message-paths';
import '../styles/messages.css';

/** The header's link to /messages with the unread count (from the root loader, right without JavaScript). */
export function MessagesBadge() {
  const root = useRouteLoaderData<{ unreadMessages?: UnreadMessages | null }>('root');
  const count = root?.unreadMessages?.count ?? 0;
  const label = count === 0 ? 'Messages, none unread' : `Messages, ${count} unread`;
  return (
    <Link to={MESSAGES_PATH} className="messages-badge" aria-label={label} title={label}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" focusable="false">
        <path
          fill="currentColor"
          d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2Zm2 4v2h12V8H6Zm0 4v2h8v-2H6Z"
        />
      </svg>
      {count > 0 ? (
        <span className="messages-badge__count" data-testid="unread-messages">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}
