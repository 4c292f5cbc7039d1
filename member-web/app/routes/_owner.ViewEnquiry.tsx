import type { ReceivedQuote } from '@app/contracts';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';

import { Avatar } from '../components/avatar';
import { HeadLink, OwnerErrorBoundary, OwnerPage } from '../components/owner/owner-page';
import { Pager } from '../components/owner/pager';
import { listPage, pageFrom, requireOwner } from '../market.server';
import { metaT, useT } from '../i18n/i18n';

export const meta: MetaFunction = ({ matches }) => [
  { title: metaT(matches, 'owner')('pages.viewEnquiryTitle') },
];

/**
 * /ViewEnquiry: the vendors who answered the owner's requirements, as cards (the quotes' table with rates
 * and contact numbers is /RecievedQuote). Reads GET restaurants/received-interested-requirements.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { api } = await requireOwner(request);
  return {
    list: await listPage<ReceivedQuote>(
      api,
      'restaurants/received-interested-requirements',
      pageFrom(request),
    ),
  };
}

export default function ViewEnquiry() {
  const { t } = useT('owner');
  const { list } = useLoaderData<typeof loader>();
  return (
    <OwnerPage
      title={t('menu.viewEnquiry')}
      actions={
        <>
          <HeadLink to="/RecievedQuote">{t('menu.receivedQuote')}</HeadLink>
          <HeadLink to="/ReceivedInterests">{t('pages.interested')}</HeadLink>
        </>
      }
    >
      {list.data.length === 0 ? (
        <p className="empty-text">
          {t('pages.noEnquiries')} <Link to="/PostReq">{t('menu.postRequirement')}</Link>
        </p>
      ) : (
        <ul className="directory" aria-label={t('pages.enquiries')}>
          {list.data.map((row) => {
            const name = row.user.full_name || row.user.name;
            return (
              <li key={row.vendor_interest.id} className="card directory-card">
                <Avatar name={name} photo={row.user.profile_photo} size="medium" />
                <h2>{name}</h2>
                {row.user.business_name ? <p>{row.user.business_name}</p> : null}
                <p>{t('pages.for', { title: row.title })}</p>
                <Link
                  to={`/profile/${row.user.id}`}
                  className="button button--ghost button--small"
                  aria-label={t('directory.viewName', { name })}
                >
                  {t('directory.view')}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      <Pager page={list.current_page} lastPage={list.last_page} />
    </OwnerPage>
  );
}

export const ErrorBoundary = OwnerErrorBoundary;
