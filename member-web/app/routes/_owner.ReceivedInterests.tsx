import type { ReceivedInterest } from '@app/contracts';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { Trans } from 'react-i18next';

import { Avatar } from '../components/avatar';
import { OwnerErrorBoundary, OwnerPage } from '../components/owner/owner-page';
import { Pager } from '../components/owner/pager';
import { listPage, pageFrom, requireOwner } from '../market.server';
import { metaT, useT } from '../i18n/i18n';

export const meta: MetaFunction = ({ matches }) => [
  { title: metaT(matches, 'owner')('pages.interestedTitle') },
];

/**
 * /ReceivedInterests: the members who tapped Interested on the owner's restaurant on sale or franchise
 * offers (GET restaurants/received-interests, decision 116), as cards with a link to their profile.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { api } = await requireOwner(request);
  return { list: await listPage<ReceivedInterest>(api, 'restaurants/received-interests', pageFrom(request)) };
}

/** The listing's kind: keys of the owner catalogue. */
const LISTING = { sell_my_restaurant: 'pages.onSale', give_franchise: 'pages.franchise' } as const;

export default function ReceivedInterests() {
  const { t } = useT('owner');
  const { list } = useLoaderData<typeof loader>();
  return (
    <OwnerPage title={t('pages.interested')}>
      {list.data.length === 0 ? (
        <p className="empty-text">
          <Trans
            t={t}
            i18nKey="pages.noInterest"
            components={{ sale: <Link to="/SellrestEdit" />, franchise: <Link to="/Franchisee" /> }}
          />
        </p>
      ) : (
        <ul className="directory" aria-label={t('pages.interestedMembers')}>
          {list.data.map((row) => (
            <li key={row.id} className="card directory-card">
              <Avatar name={row.user.full_name} photo={row.user.profile_photo} size="medium" />
              <h2>{row.user.full_name}</h2>
              {row.user.business_name ? <p>{row.user.business_name}</p> : null}
              <p>
                {t(LISTING[row.user_type_text])}: {row.title}
              </p>
              <Link
                to={`/profile/${row.user.id}`}
                className="button button--ghost button--small"
                aria-label={t('directory.viewName', { name: row.user.full_name })}
              >
                {t('directory.view')}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Pager page={list.current_page} lastPage={list.last_page} />
    </OwnerPage>
  );
}

export const ErrorBoundary = OwnerErrorBoundary;
