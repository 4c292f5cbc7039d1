import { ApiError, type Job, Messages } from '@app/contracts';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { Trans } from 'react-i18next';

import { ContactReveal } from '../components/contact-reveal';
import { ManpowerErrorBoundary } from '../components/manpower/manpower-error';
import { SubmitButton } from '../components/owner/fields';
import { OwnerPage } from '../components/owner/owner-page';
import { Pager } from '../components/owner/pager';
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
      actions={
        <Link to="/ManpowerListings/MyAppliedJobs" className="button button--ghost button--small">
          {t('menu.appliedJobs')}
        </Link>
      }
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
      <div className="table-wrap">
        <table className="owner-table">
          <caption className="visually-hidden">{t('pages.openJobs')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('vendor:pages.srNo')}</th>
              <th scope="col">{t('pages.job')}</th>
              <th scope="col">{t('vendor:pages.name')}</th>
              <th scope="col">{t('vendor:pages.businessName')}</th>
              <th scope="col">{t('vendor:pages.mobileNo')}</th>
              <th scope="col">{t('pages.emailId')}</th>
              <th scope="col">{t('pages.apply')}</th>
            </tr>
          </thead>
          <tbody>
            {list.data.length === 0 ? (
              <tr>
                <td colSpan={7}>{t('pages.noJobs')}</td>
              </tr>
            ) : (
              list.data.map((job, index) => (
                <tr key={job.id}>
                  <td>{(list.current_page - 1) * list.per_page + index + 1}</td>
                  <td>
                    {job.title}
                    <br />
                    <small>
                      {job.position}
                      {job.experience ? ` · ${job.experience}` : ''}
                      {job.location ? ` · ${job.location}` : ''}
                    </small>
                  </td>
                  <td>{job.restaurant.name ?? '—'}</td>
                  <td>{job.restaurant.business_name ?? '—'}</td>
                  <td colSpan={2}>
                    {job.contact_access === 'after_trade' ? (
                      <small>
                        {t('pages.contactsAfterApplying')} (
                        <Link to="/ManpowerListings/MyAppliedJobs">{t('menu.appliedJobs')}</Link>)
                      </small>
                    ) : (
                      <ContactReveal
                        subject="job"
                        id={job.id}
                        access={job.contact_access}
                        shown={job.restaurant}
                        reply={revealed}
                        afterTrade={t('pages.contactsAfterApplying')}
                        label={job.title}
                      />
                    )}
                  </td>
                  <td>
                    {job.relation ? (
                      <span className="status-badge">{t('pages.applied')}</span>
                    ) : (
                      <Form method="post" aria-label={t('pages.applyFor', { title: job.title })}>
                        <input type="hidden" name="job_id" value={job.id} />
                        <SubmitButton
                          label={t('pages.apply')}
                          intent={`apply-${job.id}`}
                          className="button button--primary button--small"
                        />
                      </Form>
                    )}
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

export const ErrorBoundary = ManpowerErrorBoundary;
