import { APPEAL_WINDOW_DAYS } from '@app/contracts';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useActionData, useLoaderData } from '@remix-run/react';

import { apiFor } from '../api.server';
import { AppealForm } from '../components/moderation/appeal-form';
import { NoticeCard } from '../components/moderation/notice-card';
import { ServerMessage } from '../components/owner/server-message';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { idFrom } from '../locations.server';
import { sendAppeal } from '../moderation.server';

export const meta: MetaFunction = () => [
  { title: 'Appeal a decision | Restaurant Community' },
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
  const result = await sendAppeal(await apiFor(request), await request.formData());
  if (result.ok) return { sent: true as const, message: result.message, notice: result.notice };
  const { noticeId, text, failure } = result;
  return data({ sent: false as const, noticeId, text, ...failure }, { status: 422 });
}

export default function AppealByLink() {
  const { id, token } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <div className="container page notices-page">
      <h1>Appeal a decision</h1>
      {answer?.sent ? (
        <>
          <ServerMessage tone="success" message={answer.message} />
          <NoticeCard notice={answer.notice} />
          <p>We will e-mail you the result.</p>
        </>
      ) : (
        <>
          <p className="lead">
            You may appeal a decision about your content or account once, within {APPEAL_WINDOW_DAYS} days of
            our e-mail. Tell us why it should change. See also our{' '}
            <Link to="/grievance">grievance officer</Link>.
          </p>
          <div className="card notice">
            <AppealForm
              noticeId={id}
              token={token}
              label="Appeal"
              failure={answer && !answer.sent ? answer : undefined}
            />
          </div>
        </>
      )}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
