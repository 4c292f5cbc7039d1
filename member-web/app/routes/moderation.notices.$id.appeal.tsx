import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';

import { apiFor } from '../api.server';
import { AppealForm } from '../components/moderation/appeal-form';
import { NoticeCard } from '../components/moderation/notice-card';
import { ServerMessage } from '../components/owner/server-message';
import { AppealWindowLead } from '../components/moderation/appeal-window-lead';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { metaT, useT } from '../i18n/i18n';
import { textsFor } from '../i18n/texts.server';
import { idFrom } from '../locations.server';
import { sendAppeal } from '../moderation.server';

export const meta: MetaFunction = ({ matches }) => [
  { title: metaT(matches, 'moderation')('byLink.metaTitle') },
  // The address carries the member's appeal token: keep it out of search engines.
  { name: 'robots', content: 'noindex' },
];

/**
 * /moderation/notices/{id}/appeal?token=…: the link of the statement-of-reasons mail. A banned or suspended
 * member cannot sign in, so the token stands in for the login (for this one notice only); no session needed.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = idFrom(params.id);
  const token = new URL(request.url).searchParams.get('token') ?? '';
  if (!id || !token) throw new Response('Not found', { status: 404 });
  return { id, token };
}

export async function action({ request }: ActionFunctionArgs) {
  const result = await sendAppeal(
    await apiFor(request),
    await request.formData(),
    await textsFor(request, 'server'),
  );
  if (result.ok) return { sent: true as const, message: result.message, notice: result.notice };
  const { noticeId, text, failure } = result;
  return data({ sent: false as const, noticeId, text, ...failure }, { status: 422 });
}

export default function AppealByLink() {
  const { t } = useT('moderation');
  const { id, token } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <div className="container page notices-page">
      <h1>{t('byLink.title')}</h1>
      {answer?.sent ? (
        <>
          <ServerMessage tone="success" message={answer.message} />
          <NoticeCard notice={answer.notice} />
          <p>{t('byLink.result')}</p>
        </>
      ) : (
        <>
          <AppealWindowLead i18nKey="byLink.lead" />
          <div className="card notice">
            <AppealForm
              noticeId={id}
              token={token}
              label={t('byLink.label')}
              failure={answer && !answer.sent ? answer : undefined}
            />
          </div>
        </>
      )}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
