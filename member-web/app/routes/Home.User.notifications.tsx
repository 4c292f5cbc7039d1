import type { MemberNotification } from '@app/contracts';
import { data, redirect } from '@remix-run/node';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';

import { requireMember } from '../accounts.server';
import { Avatar } from '../components/avatar';
import { IntentButton } from '../components/intent-button';
import { ServerMessage } from '../components/owner/server-message';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { metaT, useT } from '../i18n/i18n';
import { DEFAULT_LANGUAGE, localeOf } from '../i18n/languages';
import { redirectWithMessage, takeMessage } from '../market.server';
import { NOTIFICATION_SETTINGS_PATH, NOTIFICATIONS_PATH } from '../notification-paths';
import { markNotifications, notificationPage } from '../notifications.server';
import '../styles/notifications.css';

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches, 'notifications')('metaTitle') }];

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

/** The date and time in India, in the reader's language ("12 Mar 2026, 5:30 pm", "12 मार्च 2026, 5:30 pm"). */
const when = (iso: string, language: string) =>
  new Date(iso).toLocaleString(language === DEFAULT_LANGUAGE ? 'en-IN' : localeOf(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  });

/** The notice's sentence with the member's name in it marked as a name (members' text, not the site's). */
function NamedText({ text, name }: { text: string; name: string | undefined }) {
  const at = name ? text.indexOf(name) : -1;
  if (!name || at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <span data-user-content>{name}</span>
      {text.slice(at + name.length)}
    </>
  );
}

function NotificationItem({ item }: { item: MemberNotification }) {
  const { t, i18n } = useT('notifications');
  const unread = item.read_at === null;
  return (
    <li className={`notification${unread ? ' notification--unread' : ''}`}>
      {item.actor ? (
        <Avatar name={item.actor.full_name} photo={item.actor.profile_photo} size="small" />
      ) : null}
      <div className="notification__body">
        <Link to={item.link} className="notification__text">
          {unread ? <span className="visually-hidden">{t('unread')} </span> : null}
          <NamedText text={item.text} name={item.actor?.full_name} />
        </Link>
        {item.excerpt ? (
          <p className="notification__excerpt">
            “<span data-user-content>{item.excerpt}</span>”
          </p>
        ) : null}
        <time className="notification__time" dateTime={item.updated_at}>
          {when(item.updated_at, i18n.language)}
        </time>
      </div>
      {unread ? (
        <IntentButton intent="read" id={item.id} aria-label={t('markReadLabel', { text: item.text })}>
          {t('markRead')}
        </IntentButton>
      ) : null}
    </li>
  );
}

export default function Notifications() {
  const { t } = useT('notifications');
  const { page, message, paged } = useLoaderData<typeof loader>();
  const hasUnread = page.data.some((item) => item.read_at === null);
  return (
    <div className="container page notifications-page">
      <h1>{t('title')}</h1>
      <ServerMessage tone="success" message={message} />
      <div className="notifications-page__bar">
        <Link to={NOTIFICATION_SETTINGS_PATH}>{t('settings')}</Link>
        {hasUnread || paged ? (
          <IntentButton intent="read-all" className="button button--primary">
            {t('markAll')}
          </IntentButton>
        ) : null}
      </div>
      {page.data.length === 0 ? (
        <p>{paged ? t('noOlder') : t('none')}</p>
      ) : (
        <ol className="notification-list" aria-label={t('yours')}>
          {page.data.map((item) => (
            <NotificationItem key={item.id} item={item} />
          ))}
        </ol>
      )}
      <p>
        {paged ? <Link to={NOTIFICATIONS_PATH}>{t('newest')}</Link> : null}
        {paged && page.next_before ? ' · ' : null}
        {page.next_before ? (
          <Link to={`${NOTIFICATIONS_PATH}?before=${encodeURIComponent(page.next_before)}`}>
            {t('older')}
          </Link>
        ) : null}
      </p>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
