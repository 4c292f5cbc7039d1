import type { UnreadNotifications } from '@app/contracts';
import { useRouteLoaderData } from '@remix-run/react';
import { useEffect, useState } from 'react';

import { NOTIFICATIONS_PATH } from '../notification-paths';
import { HeaderCountLink } from './header-count-link';
import { useLiveEvent } from './live-channel';
import '../styles/notifications.css';

/**
 * The header's bell: a link to the notifications page with the unread count (from the root loader, so it
 * is right without JavaScript and after every navigation), and the count a new notification brings over
 * the live channel (decision 275). "99+" beyond the API's cap.
 */
export function NotificationBell() {
  const root = useRouteLoaderData<{ unreadNotifications?: UnreadNotifications | null }>('root');
  const fromRoot = root?.unreadNotifications ?? null;
  const [unread, setUnread] = useState(fromRoot);
  useEffect(() => setUnread(fromRoot), [fromRoot]);
  useLiveEvent('notification', (event) => setUnread(event.unread));
  const count = unread?.count ?? 0;
  const shown = unread?.more ? `${count}+` : String(count);
  const label = unread
    ? count === 0
      ? 'Notifications, none unread'
      : `Notifications, ${shown} unread`
    : 'Notifications';
  return (
    <HeaderCountLink
      to={NOTIFICATIONS_PATH}
      className="notification-bell"
      label={label}
      iconPath="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
      count={count}
      shown={shown}
      testId="unread-count"
    />
  );
}
