import { UserType } from '@app/contracts';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';

import { SubscribeNotice } from '../components/money/subscribe-notice';
import { MemberDirectory } from '../components/owner/member-directory';
import { OwnerErrorBoundary, OwnerPage } from '../components/owner/owner-page';
import { directoryPage } from '../market.server';

export const meta: MetaFunction = () => [{ title: 'All Manpower | Restaurant Community' }];

/** /Allmanpower: GET mp/manpowers, ten cards a page. */
export const loader = ({ request }: LoaderFunctionArgs) =>
  directoryPage(request, 'mp/manpowers', UserType.Manpower);

export default function Directory() {
  const { list, ratings, byRating } = useLoaderData<typeof loader>();
  return (
    <OwnerPage title="All Manpower">
      <p>Manpower: restaurant professionals.</p>
      {list ? (
        <MemberDirectory
          list={list}
          ratings={ratings}
          byRating={byRating}
          label="All Manpower"
          empty="No restaurant professionals yet."
        />
      ) : (
        <SubscribeNotice />
      )}
    </OwnerPage>
  );
}

export const ErrorBoundary = OwnerErrorBoundary;
