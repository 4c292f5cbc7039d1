import type { AppliedJob } from '@app/contracts';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { Trans } from 'react-i18next';

import { ManpowerErrorBoundary } from '../components/manpower/manpower-error';
import { MessageButton } from '../components/message-button';
import { HeadLink, OwnerPage } from '../components/owner/owner-page';
import { ListTable } from '../components/owner/list-table';
import { requireManpower } from '../manpower.server';
import { listPage, pageFrom } from '../market.server';
import { metaT, useT } from '../i18n/i18n';

export const meta: MetaFunction = ({ matches }) => [
  { title: metaT(matches, 'manpower')('pages.appliedTitle') },
];

/**
 * The jobs the member applied to (GET mp/manpowers/my-requirement-actions): the seed's table of the
 * restaurant's name, business name, mobile and e-mail (shown because the member applied, decision 113),
 * plus the job and where the owner moved the application.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { api } = await requireManpower(request);
  return { list: await listPage<AppliedJob>(api, 'mp/manpowers/my-requirement-actions', pageFrom(request)) };
}

export default function MyAppliedJobs() {
  const { t } = useT('manpower');
  const { list } = useLoaderData<typeof loader>();
  return (
    <OwnerPage
      title={t('menu.appliedJobs')}
      actions={<HeadLink to="/ManpowerListings/JobsList">{t('menu.jobsList')}</HeadLink>}
    >
      <ListTable
        caption={t('pages.appliedCaption')}
        columns={[
          { header: t('vendor:pages.name'), cell: (row) => <td>{row.restaurant.name}</td> },
          {
            header: t('vendor:pages.businessName'),
            cell: (row) => <td>{row.restaurant.business_name ?? '—'}</td>,
          },
          { header: t('vendor:pages.mobileNo'), cell: (row) => <td>{row.restaurant.mobile_no ?? '—'}</td> },
          {
            header: t('pages.emailId'),
            cell: (row) => <td className="cell-wrap">{row.restaurant.email}</td>,
          },
          {
            header: t('pages.job'),
            cell: (row) => (
              <td>
                {row.title}
                {row.is_closed ? t('pages.closed') : ''}
              </td>
            ),
          },
          {
            header: t('pages.status'),
            cell: (row) => (
              <td>
                <span className={`status-badge status-badge--${row.status}`}>{row.status_text}</span>
              </td>
            ),
          },
          {
            header: t('pages.message'),
            cell: (row) => (
              <td>
                {/* The application is the trade: the professional talks to the job's owner (decision 270). */}
                <MessageButton
                  context={{ type: 'application', id: row.id }}
                  name={row.restaurant.business_name ?? row.restaurant.name}
                />
              </td>
            ),
          },
        ]}
        list={list}
        empty={
          <Trans
            t={t}
            i18nKey="pages.noApplications"
            components={{ jobs: <Link to="/ManpowerListings/JobsList" /> }}
          />
        }
      />
    </OwnerPage>
  );
}

export const ErrorBoundary = ManpowerErrorBoundary;
