import { ApiError, JobPer, type Job } from '@app/contracts';
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';

import { HeadLink, OwnerErrorBoundary, OwnerPage } from '../components/owner/owner-page';
import { JOB_FIELDS, JobForm, type JobValues } from '../components/owner/job-form';
import { ListTable } from '../components/owner/list-table';
import { ServerMessage } from '../components/owner/server-message';
import { formEntries, rupees } from '../components/owner/text';
import { checkAll } from '../form-rules';
import { idFrom } from '../locations.server';
import { jobRules } from '../market-rules';
import {
  apiBody,
  chosenFiles,
  formReply,
  listPage,
  pageFrom,
  readMultipart,
  redirectWithMessage,
  renewListing,
  requireOwner,
  sendForm,
  textValues,
} from '../market.server';
import type { MemberUser } from '../types';
import { RENEW_INTENT, RenewButton } from '../components/owner/renew-button';
import { metaT, useT } from '../i18n/i18n';
import { textsFor } from '../i18n/texts.server';

export const meta: MetaFunction = ({ matches }) => [
  { title: metaT(matches, 'owner')('pages.createJobTitle') },
];

/** The owner's own jobs, newest first: the feed's call with `scope=mine` (the API's decision 214). */
const MY_JOBS = 'restaurants/job';
const MINE = { scope: 'mine' };

const EMPTY: JobValues = Object.fromEntries(JOB_FIELDS.map((field) => [field, ''])) as JobValues;

/** One of the owner's jobs, or a 404 (another owner's job is not theirs to edit). */
async function ownJob(api: Awaited<ReturnType<typeof requireOwner>>['api'], me: MemberUser, id: number) {
  try {
    const { data: job } = await api.get<Job>(`restaurants/job/${id}`);
    if (job.restaurant.user_id !== me.id) throw new Response('Not found', { status: 404 });
    return job;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw new Response('Not found', { status: 404 });
    throw error;
  }
}

/** The Create Job form and the owner's jobs; `?edit={id}` fills the form with that job. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { api, me } = await requireOwner(request);
  const editId = idFrom(new URL(request.url).searchParams.get('edit'));
  const [list, editing] = await Promise.all([
    listPage<Job>(api, MY_JOBS, pageFrom(request), MINE),
    editId ? ownJob(api, me, editId) : Promise.resolve(null),
  ]);
  return { list, editing };
}

/** The job's place: the owner's own country, state and city. */
function placeOf(me: MemberUser): Record<string, string> {
  return {
    country_id: me.country ? String(me.country.id) : '',
    state_id: me.state ? String(me.state.id) : '',
    city_id: me.city ? String(me.city.id) : '',
  };
}

/** Job Create (then /RecievedApp), Job Update, and Close / Reopen of a listed job. */
export async function action({ request }: ActionFunctionArgs) {
  const { api, me } = await requireOwner(request);
  const read = await readMultipart(request);
  if (!read.ok) return formReply({}, read.failure, 413);
  const intent = read.form.get('intent');
  const id = idFrom(read.form.get('id'));

  if (intent === RENEW_INTENT) {
    if (!id) throw new Response('Not found', { status: 404 });
    return renewListing(api, 'job', id, '/CreateJob');
  }

  if (intent === 'close' || intent === 'reopen') {
    if (!id) throw new Response('Not found', { status: 404 });
    // Only the flag: the API keeps the other fields (and checks that the job is the owner's).
    const body = apiBody({ is_closed: intent === 'close' ? '1' : '0' });
    const sent = await sendForm(api, 'POST', `restaurants/job/${id}`, body);
    if (!sent.ok) return formReply({ listed: String(id) }, sent.failure, sent.status);
    return redirectWithMessage('/CreateJob', sent.message);
  }

  const values = textValues(read.form, JOB_FIELDS);
  const files = chosenFiles(read.form, 'photo').map((file): [string, File] => ['photo', file]);
  // Every message at once, in plain words; nothing goes to the API while a field is wrong.
  const errors = checkAll(values, jobRules(await textsFor(request, 'server')));
  if (Object.keys(errors).length > 0) return formReply(values, { fieldErrors: errors }, 422);
  if (intent === 'update' && id) {
    // Every field goes, emptied ones too: a field sent replaces the old value.
    const sent = await sendForm(
      api,
      'POST',
      `restaurants/job/${id}`,
      apiBody(values, files, { keepEmpty: true }),
    );
    if (!sent.ok) return formReply(values, sent.failure, sent.status);
    return redirectWithMessage('/CreateJob', sent.message);
  }
  const sent = await sendForm(api, 'POST', 'restaurants/job', apiBody({ ...values, ...placeOf(me) }, files));
  if (!sent.ok) return formReply(values, sent.failure, sent.status);
  return redirectWithMessage('/RecievedApp', sent.message);
}

export default function CreateJob() {
  const { t } = useT('owner');
  const { list, editing } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { t: tm } = useT('matching');
  const listFailure = reply && 'listed' in reply.values ? reply.message : undefined;
  const formReplyValues = reply && !('listed' in reply.values) ? reply : undefined;
  return (
    <OwnerPage
      title={editing ? t('job.edit') : t('job.create')}
      actions={<HeadLink to="/RecievedApp">{t('menu.receivedApplication')}</HeadLink>}
    >
      <JobForm
        values={{ ...(editing ? formEntries(editing, JOB_FIELDS) : EMPTY), ...formReplyValues?.values }}
        fieldErrors={formReplyValues?.fieldErrors}
        message={formReplyValues?.message}
        editingId={editing?.id}
      />
      <h2>{t('pages.myJobs')}</h2>
      <ServerMessage tone="error" message={listFailure} />
      <ListTable
        caption={t('pages.myJobsCaption')}
        numberHeader={t('requirement.srNo')}
        columns={[
          { header: t('job.title'), cell: (job) => <td data-user-content>{job.title}</td> },
          { header: t('job.position'), cell: (job) => <td data-user-content>{job.position}</td> },
          {
            header: t('job.salary'),
            cell: (job) => (
              <td>
                {rupees(job.salary)} {job.per === JobPer.Year ? t('job.perYear') : t('job.perMonth')}
              </td>
            ),
          },
          { header: t('pages.applications'), cell: (job) => <td>{job.applications_count}</td> },
          {
            header: t('pages.status'),
            cell: (job) => <td>{job.is_closed ? t('pages.closed') : t('pages.open')}</td>,
          },
          {
            header: t('requirement.action'),
            cell: (job) => (
              <td>
                <div className="owner-table__actions">
                  <Link to={`?edit=${job.id}`} aria-label={t('requirement.editTitle', { title: job.title })}>
                    {t('edit')}
                  </Link>
                  <Form method="post" encType="multipart/form-data" className="inline-form">
                    <input type="hidden" name="id" value={job.id} />
                    <button
                      type="submit"
                      name="intent"
                      value={job.is_closed ? 'reopen' : 'close'}
                      className="button button--ghost button--small"
                      aria-label={
                        job.is_closed
                          ? t('pages.reopenTitle', { title: job.title })
                          : t('pages.closeTitle', { title: job.title })
                      }
                    >
                      {job.is_closed ? t('pages.reopen') : t('pages.close')}
                    </button>
                  </Form>
                  <RenewButton id={job.id} expired={job.is_expired === 1} label={job.title} />
                  <Link
                    to={`/RecievedApp?job=${job.id}`}
                    aria-label={tm('suggested.professionalsFor', { title: job.title })}
                  >
                    {tm('suggested.professionalsTitle')}
                  </Link>
                </div>
              </td>
            ),
          },
        ]}
        list={list}
        empty={t('pages.noJobs')}
      />
    </OwnerPage>
  );
}

export const ErrorBoundary = OwnerErrorBoundary;
