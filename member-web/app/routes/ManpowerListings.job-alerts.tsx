import { formatMoney, type JobAlert } from '@app/contracts';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';

import { ManpowerErrorBoundary } from '../components/manpower/manpower-error';
import { applyColumn } from '../components/manpower/apply-button';
import { HeadLink, OwnerPage } from '../components/owner/owner-page';
import { ListTable } from '../components/owner/list-table';
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
        <HeadLink to={`/ManpowerListings/ManpowerEditProfile/${me}`}>{t('alerts.editWants')}</HeadLink>
      }
    >
      <p>{t('alerts.intro')}</p>
      <ListTable
        caption={t('alerts.caption')}
        numberHeader="#"
        columns={[
          {
            header: t('alerts.job'),
            cell: (job) => (
              <td>
                <strong>{job.title}</strong>
                {job.location ? (
                  <>
                    <br />
                    <small>{job.location}</small>
                  </>
                ) : null}
              </td>
            ),
          },
          { header: t('alerts.position'), cell: (job) => <td>{job.position}</td> },
          {
            header: t('alerts.salary'),
            cell: (job) => (
              <td>
                {t(job.per === 1 ? 'alerts.perYear' : 'alerts.perMonth', {
                  amount: formatMoney(job.salary, 'INR'),
                })}
              </td>
            ),
          },
          {
            header: t('alerts.restaurant'),
            cell: (job) => <td>{job.restaurant.business_name ?? job.restaurant.name}</td>,
          },
          { header: t('alerts.sent'), cell: (job) => <td>{formatDate(job.alert_at, i18n.language)}</td> },
          applyColumn<JobAlert>(
            t('alerts.apply'),
            (job) => `${t('alerts.apply')}: ${job.title}`,
            '/ManpowerListings/JobsList',
          ),
        ]}
        list={list}
        empty={t('alerts.empty')}
      />
    </OwnerPage>
  );
}

export const ErrorBoundary = ManpowerErrorBoundary;
