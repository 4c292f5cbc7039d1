import type { ReceivedInterest } from '@app/contracts';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';

import { Avatar } from '../components/avatar';
import { OwnerErrorBoundary, OwnerPage } from '../components/owner/owner-page';
import { Pager } from '../components/owner/pager';
import { listPage, pageFrom, requireOwner } from '../market.server';

export const meta: MetaFunction = () => [{ title: 'Interested In My Listings | Restaurant Community' }];

/**
 * /ReceivedInterests: the members who tapped Interested on the owner's restaurant on sale or franchise
 * offers (GET restaurants/received-interests, decision 116), as cards with a link to their profile.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { api } = await requireOwner(request);
  return { list: await listPage<ReceivedInterest>(api, 'restaurants/received-interests', pageFrom(request)) };
}

const LISTING = { sell_my_restaurant: 'Restaurant on sale', give_franchise: 'Franchise' } as const;

export default function ReceivedInterests() {
  const { list } = useLoaderData<typeof loader>();
  return (
    <OwnerPage title="Interested In My Listings">
      {list.data.length === 0 ? (
        <p className="empty-text">
          Nobody has shown interest yet. Members tap Interested on your{' '}
          <Link to="/SellrestEdit">restaurant on sale</Link> and your{' '}
          <Link to="/Franchisee">franchise offers</Link>.
        </p>
      ) : (
        <ul className="directory" aria-label="Interested members">
          {list.data.map((row) => (
            <li key={row.id} className="card directory-card">
              <Avatar name={row.user.full_name} photo={row.user.profile_photo} size="medium" />
              <h2>{row.user.full_name}</h2>
              {row.user.business_name ? <p>{row.user.business_name}</p> : null}
              <p>
                {LISTING[row.user_type_text]}: {row.title}
              </p>
              <Link
                to={`/profile/${row.user.id}`}
                className="button button--ghost button--small"
                aria-label={`View ${row.user.full_name}`}
              >
                View
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
