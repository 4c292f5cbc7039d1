import type { Conversation } from '@app/contracts';
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';

import { requireMember } from '../accounts.server';
import { Avatar } from '../components/avatar';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { ServerMessage } from '../components/owner/server-message';
import { inboxPage } from '../conversations.server';
import { takeMessage } from '../market.server';
import { metaT, useT } from '../i18n/i18n';
import { MESSAGES_PATH, threadPath } from '../message-paths';
import '../styles/messages.css';

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches, 'messages')('metaTitle') }];

/** /messages: the member's conversations, newest activity first; `?before=` pages on. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { api } = await requireMember(request);
  const before = new URL(request.url).searchParams.get('before');
  const [{ message, headers }, page] = await Promise.all([takeMessage(request), inboxPage(api, before)]);
  return data({ page, paged: Boolean(before), message }, { headers });
}

function ConversationItem({ conversation }: { conversation: Conversation }) {
  const { t } = useT('messages');
  const last = conversation.last_message;
  return (
    <li className="conversation-list__item">
      <Avatar name={conversation.other.full_name} photo={conversation.other.profile_photo} size="small" />
      <Link to={threadPath(conversation.id)}>
        <span className="conversation-list__name" data-user-content>
          {conversation.other.full_name}
        </span>
        {conversation.muted ? <span className="visually-hidden">{t('muted')}</span> : null}
        {last ? (
          <span className="conversation-list__last" data-user-content>
            {' '}
            {last.body}
          </span>
        ) : (
          <span className="conversation-list__last"> {t('noMessagesYet')}</span>
        )}
      </Link>
      {conversation.unread_count > 0 ? (
        <span
          className="conversation-list__unread"
          aria-label={t('unread', { count: conversation.unread_count })}
        >
          {conversation.unread_count}
        </span>
      ) : null}
    </li>
  );
}

export default function Messages() {
  const { page, paged, message } = useLoaderData<typeof loader>();
  const { t } = useT('messages');
  return (
    <div className="container page messages-page">
      <h1>{t('title')}</h1>
      <ServerMessage tone="error" message={message} />
      {page.data.length === 0 ? (
        <p>{paged ? t('noOlderConversations') : t('noConversations')}</p>
      ) : (
        <ul className="conversation-list" aria-label={t('yourConversations')}>
          {page.data.map((c) => (
            <ConversationItem key={c.id} conversation={c} />
          ))}
        </ul>
      )}
      <p>
        {paged ? <Link to={MESSAGES_PATH}>{t('newestConversations')}</Link> : null}
        {page.next_before ? (
          <Link to={`${MESSAGES_PATH}?before=${encodeURIComponent(page.next_before)}`}>
            {' '}
            {t('olderConversations')}
          </Link>
        ) : null}
      </p>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
