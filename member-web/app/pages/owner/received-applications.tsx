import {
  APPLICATION_TRANSITIONS,
  ApiError,
  type ApiClient,
  type Job,
  type ReceivedApplication,
  type SuggestedMember,
} from '@app/contracts';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';

import { RatingBadge } from '../../components/reviews/rating-badge';
import { SubmitButton } from '../../components/owner/fields';
import { OwnerErrorBoundary, OwnerPage } from '../../components/owner/owner-page';
import { ListTable } from '../../components/owner/list-table';
import { ServerMessage } from '../../components/owner/server-message';
import { idFrom } from '../../locations.server';
import { listPage, pageFrom, redirectWithMessage, requireOwner, sendForm } from '../../market.server';
import { ratingsFor } from '../../reviews.server';
import { MessageButton } from '../../components/message-button';
import { SuggestedMembers } from '../../components/owner/suggested-members';
import { metaT, useT } from '../../i18n/i18n';
import { textsFor } from '../../i18n/texts.server';

export const meta: MetaFunction = ({ matches }) => [
  { title: metaT(matches, 'ownerArea')('applications.metaTitle') },
];

/**
 * With `?job={id}` (the owner's job, from Create Job's list): that job and its matching professionals who
 * made their profile visible to employers (decision 347); anyone else's job answers as a missing one.
 */
async function suggestionsFor(
  api: ApiClient,
  jobId: number | undefined,
  notFound: string,
): Promise<{ job: Job; members: SuggestedMember[] } | null> {
  if (!jobId) return null;
  try {
    const [{ data: job }, { data: members }] = await Promise.all([
      api.get<Job>(`restaurants/job/${jobId}`),
      api.get<SuggestedMember[]>(`restaurants/job/${jobId}/suggested-professionals`),
    ]);
    return { job, members };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 403))
      throw new Response(error.body?.message ?? notFound, { status: 404 });
    throw error;
  }
}

/**
 * Applications to the owner's jobs (GET restaurants/received-application), with where each stands; with
 * `?job={id}`, the suggested professionals of that job above them.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { api } = await requireOwner(request);
  const [list, suggested] = await Promise.all([
    listPage<ReceivedApplication>(api, 'restaurants/received-application', pageFrom(request)),
    suggestionsFor(
      api,
      idFrom(new URL(request.url).searchParams.get('job')),
      (await textsFor(request, 'ownerArea'))('applications.jobNotFound'),
    ),
  ]);
  // Each applicant's average and count (issue 33), for the page in one call.
  return {
    list,
    suggested,
    ratings: await ratingsFor(
      api,
      list.data.map((row) => row.user.id),
    ),
  };
}

/**
 * Moves one application (POST restaurants/received-application/{id}/status; the API checks the owner and
 * the move), then the same page with the message; the candidate is mailed by the API.
 */
export async function action({ request }: ActionFunctionArgs) {
  const { api } = await requireOwner(request);
  const form = await request.formData();
  const id = idFrom(form.get('application_id'));
  const status = form.get('status');
  if (!id || typeof status !== 'string')
    return { message: (await textsFor(request, 'ownerArea'))('applications.chooseStatus') };
  const body = new FormData();
  body.append('status', status);
  const sent = await sendForm(api, 'POST', `restaurants/received-application/${id}/status`, body);
  if (!sent.ok) return { message: sent.failure.message ?? Object.values(sent.failure.fieldErrors)[0] };
  const page = pageFrom(request);
  return redirectWithMessage(`/RecievedApp${page > 1 ? `?page=${page}` : ''}`, sent.message);
}

/** The status and, while it can still move, a plain form with the moves allowed from there. */
function StatusControl({ application }: { application: ReceivedApplication }) {
  const moves = APPLICATION_TRANSITIONS[application.status];
  const { t } = useT('ownerArea');
  return (
    <>
      <span className={`status-badge status-badge--${application.status}`}>
        {t(`applications.status.${application.status}`)}
      </span>
      {moves.length ? (
        <Form
          // A new status is a new form: the select never keeps a choice made for the previous one.
          key={application.status}
          method="post"
          className="status-move"
          aria-label={t('applications.moveOf', { name: application.manpower.name })}
        >
          <input type="hidden" name="application_id" value={application.id} />
          <label className="visually-hidden" htmlFor={`status-${application.id}`}>
            {t('applications.newStatusFor', { name: application.manpower.name })}
          </label>
          <select id={`status-${application.id}`} name="status" defaultValue="" required>
            <option value="" disabled>
              {t('applications.moveTo')}
            </option>
            {moves.map((status) => (
              <option key={status} value={status}>
                {t(`applications.status.${status}`)}
              </option>
            ))}
          </select>
          <SubmitButton
            label={t('applications.move')}
            intent={`move-${application.id}`}
            className="button button--ghost button--small"
          />
        </Form>
      ) : null}
    </>
  );
}

export default function ReceivedApplications() {
  const { list, ratings, suggested } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { t } = useT('ownerArea');
  return (
    <OwnerPage
      title={t('owner:menu.receivedApplication')}
      actions={
        <Link to="/CreateJob" className="button button--ghost button--small">
          {t('owner:menu.createJob')}
        </Link>
      }
    >
      <ServerMessage tone="error" message={reply?.message} />
      {suggested ? (
        <>
          <p>{t('matching:suggested.forJob', { title: suggested.job.title })}</p>
          <SuggestedMembers members={suggested.members} kind="professional" />
        </>
      ) : null}
      <ListTable
        caption={t('applications.caption')}
        headers={[
          t('srNo'),
          t('applications.jobTitle'),
          t('name'),
          t('mobileNo'),
          t('applications.emailId'),
          t('applications.statusColumn'),
          t('view'),
        ]}
        list={list}
        empty={t('applications.none')}
        cells={(row) => (
          <>
            <td data-user-content>{row.title}</td>
            <td>
              <span data-user-content>{row.manpower.name}</span>{' '}
              <RatingBadge rating={ratings[String(row.user.id)]} />
            </td>
            <td>{row.manpower.mobile_no ?? '—'}</td>
            <td className="cell-wrap">{row.manpower.email}</td>
            <td>
              <StatusControl application={row} />
            </td>
            <td>
              <Link to={`/profile/${row.user.id}`} aria-label={t('viewName', { name: row.manpower.name })}>
                {t('view')}
              </Link>
              <MessageButton context={{ type: 'application', id: row.id }} name={row.manpower.name} />
              {row.has_resume ? (
                <>
                  {' · '}
                  <a
                    href={`/resources/resume/${row.user.id}`}
                    download
                    aria-label={t('applications.resumeOf', { name: row.manpower.name })}
                  >
                    {t('applications.resume')}
                  </a>
                </>
              ) : null}
            </td>
          </>
        )}
      />
    </OwnerPage>
  );
}

export const ErrorBoundary = OwnerErrorBoundary;
