import { formatMoney, type JobAlert } from '@app/contracts';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useLoaderData } from '@remix-run/react';

import { ManpowerErrorBoundary } from '../components/manpower/manpower-error';
import { SubmitButton } from '../components/owner/fields';
import { OwnerPage } from '../components/owner/owner-page';
import { Pager } from '../components/owner/pager';
import { formatDate } from '../i18n/format';
import { metaT, useT } from '../i18n/i18n';
import { requireManpower } from '../manpower.server';
import { listPage, pageFrom } from '../market.server';

export const meta: MetaFunction = ({ matches }) => [
  { title: metaT(matches, 'matching')('alerts.metaTitle') },
];

/**
 * The professional's job alerts (GET mp/manpowers/job-alerts, decision 345): the open jobs sent to them
 * because position, city and salary match what their profile asks for, newest first. Apply posts to the
 * Jobs List's own apply action, so there is one way to apply.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { api, me } = await requireManpower(request);
  return { list: await listPage<JobAlert>(api, 'mp/manpowers/job-alerts', pageFrom(request)), me: me.id };
}

export default function JobAlerts() {
  const { list, me } = useLoaderData<typeof loader>();
  const { t, i18n } = useT('matching');
  return (
    <OwnerPage
      title={t('alerts.title')}
      actions={
        <Link
          to={`/ManpowerListings/ManpowerEditProfile/${me}`}
          className="button button--ghost button--small"
        >
          {t('alerts.editWants')}
        </Link>
      }
    >
      <p>{t('alerts.intro')}</p>
      <div className="table-wrap">
        <table className="owner-table">
          <caption className="visually-hidden">{t('alerts.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">{t('alerts.job')}</th>
              <th scope="col">{t('alerts.position')}</th>
              <th scope="col">{t('alerts.salary')}</th>
              <th scope="col">{t('alerts.restaurant')}</th>
              <th scope="col">{t('alerts.sent')}</th>
              <th scope="col">{t('alerts.apply')}</th>
            </tr>
          </thead>
          <tbody>
            {list.data.length === 0 ? (
              <tr>
                <td colSpan={7}>{t('alerts.empty')}</td>
              </tr>
            ) : (
              list.data.map((job, index) => (
                <tr key={job.id}>
                  <td>{(list.current_page - 1) * list.per_page + index + 1}</td>
                  <td>
                    <strong>{job.title}</strong>
                    {job.location ? (
                      <>
                        <br />
                        <small>{job.location}</small>
                      </>
                    ) : null}
                  </td>
                  <td>{job.position}</td>
                  <td>
                    {t(job.per === 1 ? 'alerts.perYear' : 'alerts.perMonth', {
                      amount: formatMoney(job.salary, 'INR'),
                    })}
                  </td>
                  <td>{job.restaurant.business_name ?? job.restaurant.name}</td>
                  <td>{formatDate(job.alert_at, i18n.language)}</td>
                  <td>
                    {job.relation ? (
                      <span className="status-badge">{t('alerts.applied')}</span>
                    ) : (
                      <Form
                        method="post"
                        action="/ManpowerListings/JobsList"
                        aria-label={`${t('alerts.apply')}: ${job.title}`}
                      >
                        <input type="hidden" name="job_id" value={job.id} />
                        <SubmitButton
                          label={t('alerts.apply')}
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
