import type { ReceivedInterest } from '@app/contracts';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { Trans } from 'react-i18next';

import { OwnerErrorBoundary, OwnerPage } from '../components/owner/owner-page';
import { MemberCards } from '../components/owner/member-cards';
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
      <MemberCards
        cards={list.data.map((row) => ({
          key: row.id,
          userId: row.user.id,
          name: row.user.full_name,
          photo: row.user.profile_photo,
          businessName: row.user.business_name,
          about: `${t(LISTING[row.user_type_text])}: ${row.title}`,
        }))}
        pages={list}
        label={t('pages.interestedMembers')}
        empty={
          <Trans
            t={t}
            i18nKey="pages.noInterest"
            components={{ sale: <Link to="/SellrestEdit" />, franchise: <Link to="/Franchisee" /> }}
          />
        }
      />
    </OwnerPage>
  );
}

export const ErrorBoundary = OwnerErrorBoundary;
