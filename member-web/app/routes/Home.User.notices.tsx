import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';

import { requireMember } from '../accounts.server';
import { AppealForm, formatDate } from '../components/moderation/appeal-form';
import { actionText, NoticeCard } from '../components/moderation/notice-card';
import { ServerMessage } from '../components/owner/server-message';
import { AppealWindowLead } from '../components/moderation/appeal-window-lead';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { metaT, useT } from '../i18n/i18n';
import { textsFor } from '../i18n/texts.server';
import { redirectWithMessage, takeMessage } from '../market.server';
import { memberNotices, sendAppeal } from '../moderation.server';

export const meta: MetaFunction = ({ matches }) => [
  { title: metaT(matches, 'moderation')('page.metaTitle') },
];

const NOTICES_PATH = '/Home/User/notices';

/** /Home/User/notices: the statements of reasons the member received, each with its appeal. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { api } = await requireMember(request);
  const { message, headers } = await takeMessage(request);
  return data({ notices: await memberNotices(api), message }, { headers });
}

/** One appeal per decision: sent, then back to the list with the API's confirmation. */
export async function action({ request }: ActionFunctionArgs) {
  const { api } = await requireMember(request);
  const result = await sendAppeal(api, await request.formData(), await textsFor(request, 'server'));
  if (result.ok) throw await redirectWithMessage(NOTICES_PATH, result.message);
  const { noticeId, text, failure } = result;
  return data({ noticeId, text, ...failure }, { status: 422 });
}

export default function Notices() {
  const { t, i18n } = useT('moderation');
  const { notices, message } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  return (
    <div className="container page notices-page">
      <h1>{t('page.title')}</h1>
      <AppealWindowLead i18nKey="page.lead" />
      <ServerMessage tone="success" message={message} />
      {notices.length === 0 ? (
        <p>{t('page.none')}</p>
      ) : (
        <ol className="notice-list">
          {notices.map((notice) => (
            <li key={notice.id}>
              <NoticeCard
                notice={notice}
                appeal={
                  <AppealForm
                    noticeId={notice.id}
                    label={t('page.appealLabel', { action: actionText(notice.action, t) })}
                    appealUntil={formatDate(notice.appeal_until, i18n.language)}
                    failure={failure}
                  />
                }
              />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
