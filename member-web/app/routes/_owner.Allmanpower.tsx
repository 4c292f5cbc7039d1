import { UserType } from '@app/contracts';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';

import { SubscribeNotice } from '../components/money/subscribe-notice';
import { MemberDirectory } from '../components/owner/member-directory';
import { OwnerErrorBoundary, OwnerPage } from '../components/owner/owner-page';
import { directoryPage } from '../market.server';
import { metaT, useT } from '../i18n/i18n';

export const meta: MetaFunction = ({ matches }) => [
  { title: metaT(matches, 'owner')('pages.allManpowerTitle') },
];

/** /Allmanpower: GET mp/manpowers, ten cards a page. */
export const loader = ({ request }: LoaderFunctionArgs) =>
  directoryPage(request, 'mp/manpowers', UserType.Manpower);

export default function Directory() {
  const { t } = useT('owner');
  const { list, ratings, byRating } = useLoaderData<typeof loader>();
  return (
    <OwnerPage title={t('menu.allManpower')}>
      <p>{t('pages.allManpowerLead')}</p>
      {list ? (
        <MemberDirectory
          list={list}
          ratings={ratings}
          byRating={byRating}
          label={t('menu.allManpower')}
          empty={t('pages.noManpower')}
        />
      ) : (
        <SubscribeNotice />
      )}
    </OwnerPage>
  );
}

export const ErrorBoundary = OwnerErrorBoundary;
