import type { MemberNotification } from '@app/contracts';
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node';
import { Form, Link, useLoaderData } from '@remix-run/react';

import { requireMember } from '../accounts.server';
import { Avatar } from '../components/avatar';
import { ServerMessage } from '../components/owner/server-message';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { redirectWithMessage, takeMessage } from '../market.server';
import { NOTIFICATION_SETTINGS_PATH, NOTIFICATIONS_PATH } from '../notification-paths';
import { markNotifications, notificationPage } from '../notifications.server';
import '../styles/notifications.css';

export const meta: MetaFunction = () => [{ title: 'Notifications | Restaurant Community' }];

/** /Home/User/notifications: the member's notifications, grouped, newest first; `?before=` pages on. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { api } = await requireMember(request);
  const before = new URL(request.url).searchParams.get('before');
  const [{ message, headers }, page] = await Promise.all([
    takeMessage(request),
    notificationPage(api, before),
  ]);
  return data({ page, message, paged: Boolean(before) }, { headers });
}

/** Mark one read, or all: then back to the page (and the bell's count) as it is now. */
export async function action({ request }: ActionFunctionArgs) {
  const { api } = await requireMember(request);
  const form = await request.formData();
  const message = await markNotifications(api, form);
  throw message ? await redirectWithMessage(NOTIFICATIONS_PATH, message) : redirect(NOTIFICATIONS_PATH);
}

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  });

function NotificationItem({ item }: { item: MemberNotification }) {
  const unread = item.read_at === null;
  return (
    <li className={`notification${unread ? ' notification--unread' : ''}`}>
      {item.actor ? (
        <Avatar name={item.actor.full_name} photo={item.actor.profile_photo} size="small" />
      ) : null}
      <div className="notification__body">
        <Link to={item.link} className="notification__text">
          {unread ? <span className="visually-hidden">Unread: </span> : null}
          {item.text}
        </Link>
        {item.excerpt ? <p className="notification__excerpt">“{item.excerpt}”</p> : null}
        <time className="notification__time" dateTime={item.updated_at}>
          {when(item.updated_at)}
        </time>
      </div>
      {unread ? (
        <Form method="post">
          <input type="hidden" name="intent" value="read" />
          <input type="hidden" name="id" value={item.id} />
          <button type="submit" className="button button--ghost" aria-label={`Mark read: ${item.text}`}>
            Mark read
          </button>
        </Form>
      ) : null}
    </li>
  );
}

export default function Notifications() {
  const { page, message, paged } = useLoaderData<typeof loader>();
  const hasUnread = page.data.some((item) => item.read_at === null);
  return (
    <div className="container page notifications-page">
      <h1>Notifications</h1>
      <ServerMessage tone="success" message={message} />
      <div className="notifications-page__bar">
        <Link to={NOTIFICATION_SETTINGS_PATH}>Notification settings</Link>
        {hasUnread || paged ? (
          <Form method="post">
            <input type="hidden" name="intent" value="read-all" />
            <button type="submit" className="button button--primary">
              Mark all as read
            </button>
          </Form>
        ) : null}
      </div>
      {page.data.length === 0 ? (
        <p>
          {paged
            ? 'There are no older notifications.'
            : 'No notifications yet. When members like or comment on your posts, ask to follow you, or answer your listings, you will see it here.'}
        </p>
      ) : (
        <ol className="notification-list" aria-label="Your notifications">
          {page.data.map((item) => (
            <NotificationItem key={item.id} item={item} />
          ))}
        </ol>
      )}
      <p>
        {paged ? <Link to={NOTIFICATIONS_PATH}>Newest notifications</Link> : null}
        {paged && page.next_before ? ' · ' : null}
        {page.next_before ? (
          <Link to={`${NOTIFICATIONS_PATH}?before=${encodeURIComponent(page.next_before)}`}>
            Older notifications
          </Link>
        ) : null}
      </p>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
