import type { ReceivedQuote } from '@app/contracts';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';

import { HeadLink, OwnerErrorBoundary, OwnerPage } from '../components/owner/owner-page';
import { MemberCards } from '../components/owner/member-cards';
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
      <MemberCards
        cards={list.data.map((row) => ({
          key: row.vendor_interest.id,
          userId: row.user.id,
          name: row.user.full_name || row.user.name,
          photo: row.user.profile_photo,
          businessName: row.user.business_name,
          about: t('pages.for', { title: row.title }),
        }))}
        pages={list}
        label={t('pages.enquiries')}
        empty={
          <>
            {t('pages.noEnquiries')} <Link to="/PostReq">{t('menu.postRequirement')}</Link>
          </>
        }
      />
    </OwnerPage>
  );
}

export const ErrorBoundary = OwnerErrorBoundary;
