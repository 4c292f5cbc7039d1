import type { ReceivedQuote } from '@app/contracts';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';

import { OwnerErrorBoundary, OwnerPage } from '../../components/owner/owner-page';
import { ListTable } from '../../components/owner/list-table';
import { RatingBadge } from '../../components/reviews/rating-badge';
import { listPage, pageFrom, requireOwner } from '../../market.server';
import { ratingsFor } from '../../reviews.server';
import { metaT, useT } from '../../i18n/i18n';

export const meta: MetaFunction = ({ matches }) => [
  { title: metaT(matches, 'ownerArea')('quotes.metaTitle') },
];

/**
 * The vendors' quotes on the owner's requirements (GET restaurants/received-interested-requirements), each
 * vendor with their rating (issue 33: one ratings call for the page).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { api } = await requireOwner(request);
  const list = await listPage<ReceivedQuote>(
    api,
    'restaurants/received-interested-requirements',
    pageFrom(request),
  );
  return {
    list,
    ratings: await ratingsFor(
      api,
      list.data.map((row) => row.user.id),
    ),
  };
}

export default function ReceivedQuotes() {
  const { list, ratings } = useLoaderData<typeof loader>();
  const { t } = useT('ownerArea');
  return (
    <OwnerPage title={t('owner:menu.receivedQuote')}>
      <ListTable
        caption={t('quotes.caption')}
        columns={[
          { header: t('quotes.requirementTitle'), cell: (row) => <td>{row.title}</td> },
          {
            header: t('name'),
            cell: (row) => (
              <td>
                {row.user.full_name || row.user.name} <RatingBadge rating={ratings[String(row.user.id)]} />
              </td>
            ),
          },
          { header: t('mobileNo'), cell: (row) => <td>{row.vendor_interest.mobile_no}</td> },
          { header: t('quotes.remark'), cell: (row) => <td>{row.vendor_interest.remark}</td> },
          { header: t('quotes.rate'), cell: (row) => <td>{row.vendor_interest.rate}</td> },
          {
            header: t('view'),
            cell: (row) => (
              <td>
                <Link
                  to={`/profile/${row.user.id}`}
                  aria-label={t('viewName', { name: row.user.full_name || row.user.name })}
                >
                  {t('view')}
                </Link>
              </td>
            ),
          },
          {
            header: t('quotes.compare'),
            cell: (row) => (
              <td>
                <Link
                  to={`/RecievedQuote/${row.id}`}
                  aria-label={t('quotes.compareFor', { title: row.title })}
                >
                  {t('quotes.compareQuotes')}
                </Link>
              </td>
            ),
          },
        ]}
        list={list}
        empty={t('quotes.none')}
        rowKey={(row) => row.vendor_interest.id}
      />
    </OwnerPage>
  );
}

export const ErrorBoundary = OwnerErrorBoundary;
