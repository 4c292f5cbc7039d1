import { ApiError, type Job, Messages } from '@app/contracts';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { Trans } from 'react-i18next';

import { contactColumns, ListingContact } from '../components/market/listing-contact';
import { applyColumn } from '../components/manpower/apply-button';
import { ManpowerErrorBoundary } from '../components/manpower/manpower-error';
import { HeadLink, OwnerPage } from '../components/owner/owner-page';
import { ListTable } from '../components/owner/list-table';
import { ServerMessage } from '../components/owner/server-message';
import { RedirectAfter } from '../components/redirect-after';
import { SaveSearchForm } from '../components/saved-searches/save-search-form';
import { isRevealForm, revealContact } from '../contacts.server';
import { idFrom } from '../locations.server';
import { requireManpower } from '../manpower.server';
import { listPage, pageFrom } from '../market.server';
import { metaT, useT } from '../i18n/i18n';
import { textsFor } from '../i18n/texts.server';

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches, 'manpower')('pages.jobsTitle') }];

/** The seed's wait before returning to Home after applying. */
const BACK_HOME_MS = 4000;

/**
 * Open jobs, newest first (GET restaurants/job with scope=all, said explicitly: decision 214). The restaurant's
 * contact: after applying, or on an explicit "Show contact" for Elite professionals (decision 210).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { api } = await requireManpower(request);
  return { list: await listPage<Job>(api, 'restaurants/job', pageFrom(request), { scope: 'all' }) };
}

/** Apply (POST mp/manpowers/apply-now-job/{id}): 'Apply successfully.', then back to /Home/User. */
export async function action({ request }: ActionFunctionArgs) {
  const { api } = await requireManpower(request);
  const form = await request.formData();
  if (isRevealForm(form)) return revealContact(api, form);
  const jobId = idFrom(form.get('job_id'));
  if (!jobId) {
    const t = await textsFor(request, 'server');
    return data({ applied: null, error: t('choices.job') }, { status: 422 });
  }
  try {
    const answer = await api.post<Job>(`mp/manpowers/apply-now-job/${jobId}`, { is_applied: 1 });
    return { applied: answer.message, error: null };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500 && error.status !== 401) {
      return data(
        { applied: null, error: error.body?.message ?? Messages.genericError },
        { status: error.status },
      );
    }
    throw error;
  }
}

export default function JobsList() {
  const { t } = useT('manpower');
  const { list } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const reply = answer && 'applied' in answer ? answer : undefined;
  const revealed = answer && 'reveal' in answer ? answer : null;
  return (
    <OwnerPage
      title={t('menu.jobsList')}
      actions={<HeadLink to="/ManpowerListings/MyAppliedJobs">{t('menu.appliedJobs')}</HeadLink>}
    >
      <ServerMessage tone="error" message={reply?.error} />
      <SaveSearchForm search={{ kind: 'job' }} askWords />
      {reply?.applied ? (
        <>
          <div className="alert alert--success" role="status">
            {reply.applied}{' '}
            <Trans t={t} i18nKey="pages.goingHome" components={{ home: <Link to="/Home/User" /> }} />
          </div>
          <RedirectAfter to="/Home/User" ms={BACK_HOME_MS} />
          <noscript>
            <meta httpEquiv="refresh" content={`${BACK_HOME_MS / 1000};url=/Home/User`} />
          </noscript>
        </>
      ) : null}
      <ListTable
        caption={t('pages.openJobs')}
        columns={[
          {
            header: t('pages.job'),
            cell: (job) => (
              <td data-user-content>
                {job.title}
                <br />
                <small>
                  {job.position}
                  {job.experience ? ` · ${job.experience}` : ''}
                  {job.location ? ` · ${job.location}` : ''}
                </small>
              </td>
            ),
          },
          {
            header: t('vendor:pages.name'),
            cell: (job) => <td data-user-content>{job.restaurant.name ?? '—'}</td>,
          },
          {
            header: t('vendor:pages.businessName'),
            cell: (job) => <td data-user-content>{job.restaurant.business_name ?? '—'}</td>,
          },
          ...contactColumns<Job>(t('vendor:pages.mobileNo'), t('pages.emailId'), (job) =>
            job.contact_access === 'after_trade' ? (
              <small>
                {t('pages.contactsAfterApplying')} (
                <Link to="/ManpowerListings/MyAppliedJobs">{t('menu.appliedJobs')}</Link>)
              </small>
            ) : (
              <ListingContact subject="job" listing={job} reply={revealed} />
            ),
          ),
          applyColumn<Job>(t('pages.apply'), (job) => t('pages.applyFor', { title: job.title })),
        ]}
        list={list}
        empty={t('pages.noJobs')}
      />
    </OwnerPage>
  );
}

export const ErrorBoundary = ManpowerErrorBoundary;
