import {
  APPLICATION_STATUS_TEXT,
  APPLICATION_TRANSITIONS,
  ApiError,
  type ApiClient,
  type Job,
  type ReceivedApplication,
  type SuggestedMember,
} from '@app/contracts';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';

import { RatingBadge } from '../components/reviews/rating-badge';
import { SubmitButton } from '../components/owner/fields';
import { OwnerErrorBoundary, OwnerPage } from '../components/owner/owner-page';
import { Pager } from '../components/owner/pager';
import { ServerMessage } from '../components/owner/server-message';
import { idFrom } from '../locations.server';
import { listPage, pageFrom, redirectWithMessage, requireOwner, sendForm } from '../market.server';
import { ratingsFor } from '../reviews.server';
import { MessageButton } from '../components/message-button';
import { SuggestedMembers } from '../components/owner/suggested-members';
import { useT } from '../i18n/i18n';

export const meta: MetaFunction = () => [{ title: 'Received Application | Restaurant Community' }];

/**
 * With `?job={id}` (the owner's job, from Create Job's list): that job and its matching professionals who
 * made their profile visible to employers (decision 347); anyone else's job answers as a missing one.
 */
async function suggestionsFor(
  api: ApiClient,
  jobId: number | undefined,
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
      throw new Response(error.body?.message ?? 'Job not found.', { status: 404 });
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
    suggestionsFor(api, idFrom(new URL(request.url).searchParams.get('job'))),
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
  if (!id || typeof status !== 'string') return { message: 'Choose a status.' };
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
  return (
    <>
      <span className={`status-badge status-badge--${application.status}`}>{application.status_text}</span>
      {moves.length ? (
        <Form
          // A new status is a new form: the select never keeps a choice made for the previous one.
          key={application.status}
          method="post"
          className="status-move"
          aria-label={`Move the application of ${application.manpower.name}`}
        >
          <input type="hidden" name="application_id" value={application.id} />
          <label className="visually-hidden" htmlFor={`status-${application.id}`}>
            New status for {application.manpower.name}
          </label>
          <select id={`status-${application.id}`} name="status" defaultValue="" required>
            <option value="" disabled>
              Move to…
            </option>
            {moves.map((status) => (
              <option key={status} value={status}>
                {APPLICATION_STATUS_TEXT[status]}
              </option>
            ))}
          </select>
          <SubmitButton
            label="Move"
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
  const { t } = useT('matching');
  return (
    <OwnerPage
      title="Received Application"
      actions={
        <Link to="/CreateJob" className="button button--ghost button--small">
          Create Job
        </Link>
      }
    >
      <ServerMessage tone="error" message={reply?.message} />
      {suggested ? (
        <>
          <p>{t('suggested.forJob', { title: suggested.job.title })}</p>
          <SuggestedMembers members={suggested.members} kind="professional" />
        </>
      ) : null}
      <div className="table-wrap">
        <table className="owner-table">
          <caption className="visually-hidden">Applications to my jobs</caption>
          <thead>
            <tr>
              <th scope="col">Sr.No</th>
              <th scope="col">Job Title</th>
              <th scope="col">Name</th>
              <th scope="col">Mobile No</th>
              <th scope="col">Email ID</th>
              <th scope="col">Status</th>
              <th scope="col">View</th>
            </tr>
          </thead>
          <tbody>
            {list.data.length === 0 ? (
              <tr>
                <td colSpan={7}>No applications yet.</td>
              </tr>
            ) : (
              list.data.map((row, index) => (
                <tr key={row.id}>
                  <td>{(list.current_page - 1) * list.per_page + index + 1}</td>
                  <td>{row.title}</td>
                  <td>
                    {row.manpower.name} <RatingBadge rating={ratings[String(row.user.id)]} />
                  </td>
                  <td>{row.manpower.mobile_no ?? '—'}</td>
                  <td className="cell-wrap">{row.manpower.email}</td>
                  <td>
                    <StatusControl application={row} />
                  </td>
                  <td>
                    <Link to={`/profile/${row.user.id}`} aria-label={`View ${row.manpower.name}`}>
                      View
                    </Link>
                    <MessageButton context={{ type: 'application', id: row.id }} name={row.manpower.name} />
                    {row.has_resume ? (
                      <>
                        {' · '}
                        <a
                          href={`/resources/resume/${row.user.id}`}
                          download
                          aria-label={`Resume of ${row.manpower.name}`}
                        >
                          Resume
                        </a>
                      </>
                    ) : null}
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <Pager page={list.current_page} lastPage={list.last_page} />
    </OwnerPage>
  );
}

export const ErrorBoundary = OwnerErrorBoundary;
