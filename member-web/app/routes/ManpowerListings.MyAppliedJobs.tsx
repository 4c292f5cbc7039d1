import type { AppliedJob } from '@app/contracts';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { Trans } from 'react-i18next';

import { ManpowerErrorBoundary } from '../components/manpower/manpower-error';
import { MessageButton } from '../components/message-button';
import { OwnerPage } from '../components/owner/owner-page';
import { Pager } from '../components/owner/pager';
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
      actions={
        <Link to="/ManpowerListings/JobsList" className="button button--ghost button--small">
          {t('menu.jobsList')}
        </Link>
      }
    >
      <div className="table-wrap">
        <table className="owner-table">
          <caption className="visually-hidden">{t('pages.appliedCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('vendor:pages.srNo')}</th>
              <th scope="col">{t('vendor:pages.name')}</th>
              <th scope="col">{t('vendor:pages.businessName')}</th>
              <th scope="col">{t('vendor:pages.mobileNo')}</th>
              <th scope="col">{t('pages.emailId')}</th>
              <th scope="col">{t('pages.job')}</th>
              <th scope="col">{t('pages.status')}</th>
              <th scope="col">{t('pages.message')}</th>
            </tr>
          </thead>
          <tbody>
            {list.data.length === 0 ? (
              <tr>
                <td colSpan={8}>
                  <Trans
                    t={t}
                    i18nKey="pages.noApplications"
                    components={{ jobs: <Link to="/ManpowerListings/JobsList" /> }}
                  />
                </td>
              </tr>
            ) : (
              list.data.map((row, index) => (
                <tr key={row.id}>
                  <td>{(list.current_page - 1) * list.per_page + index + 1}</td>
                  <td>{row.restaurant.name}</td>
                  <td>{row.restaurant.business_name ?? '—'}</td>
                  <td>{row.restaurant.mobile_no ?? '—'}</td>
                  <td className="cell-wrap">{row.restaurant.email}</td>
                  <td>
                    {row.title}
                    {row.is_closed ? t('pages.closed') : ''}
                  </td>
                  <td>
                    <span className={`status-badge status-badge--${row.status}`}>{row.status_text}</span>
                  </td>
                  <td>
                    {/* The application is the trade: the professional talks to the job's owner (decision 270). */}
                    <MessageButton
                      context={{ type: 'application', id: row.id }}
                      name={row.restaurant.business_name ?? row.restaurant.name}
                    />
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
