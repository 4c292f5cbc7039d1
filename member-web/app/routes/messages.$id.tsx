import { data, redirect } from '@remix-run/node';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useActionData, useLoaderData } from '@remix-run/react';

import { requireMember } from '../accounts.server';
import { IntentButton } from '../components/intent-button';
import { ThreadView } from '../components/messages/thread-view';
import { ServerMessage } from '../components/owner/server-message';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { cursorFrom, idParam, threadAction, threadPage, type ThreadReply } from '../conversations.server';
import { metaT, useT } from '../i18n/i18n';
import { textsFor } from '../i18n/texts.server';
import { MESSAGES_PATH, threadPath } from '../message-paths';
import '../styles/messages.css';

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches, 'messages')('metaTitle') }];

/** /messages/{id}: the thread, newest page (or `?before=` an id), marked read as it is shown. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { api, me } = await requireMember(request);
  const cursor = cursorFrom(request.url);
  const page = await threadPage(api, idParam(params.id), { before: cursor.before });
  return data({ ...page, meId: me.id });
}

/**
 * The thread's forms: a send without JavaScript (a multipart post; the thread reloads at its newest
 * message), reports, blocks, mutes, leaving. With JavaScript the composer posts to /messages/{id}/page.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const { api } = await requireMember(request);
  const id = idParam(params.id);
  const form = await request.formData();
  const reply = await threadAction(api, id, form, await textsFor(request, 'server'));
  if (reply.ok && reply.sent) throw redirect(`${threadPath(id)}#latest`);
  return data(reply);
}

export default function Thread() {
  const { conversation, thread, meId } = useLoaderData<typeof loader>();
  const reply = useActionData<ThreadReply>();
  const { t } = useT('messages');
  const failedSend = reply && !reply.ok && reply.body !== undefined ? reply : null;
  return (
    <div className="container page messages-page">
      <p>
        <Link to={MESSAGES_PATH}>{t('allMessages')}</Link>
      </p>
      <h1 data-user-content>{conversation.other.full_name}</h1>
      <ServerMessage tone="error" message={reply && !reply.ok && !failedSend ? reply.message : null} />
      <ServerMessage tone="success" message={reply?.notice} />
      <ThreadView
        key={conversation.id}
        conversation={conversation}
        initial={thread}
        meId={meId}
        failed={failedSend}
      />
      <div className="thread__actions">
        <IntentButton intent={conversation.blocked ? 'unblock' : 'block'}>
          {conversation.blocked ? t('unblock') : t('block')}
        </IntentButton>
        <IntentButton intent={conversation.muted ? 'unmute' : 'mute'}>
          {conversation.muted ? t('unmute') : t('mute')}
        </IntentButton>
        <IntentButton intent="leave">{t('leave')}</IntentButton>
      </div>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
