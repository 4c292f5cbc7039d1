import type { VendorEnquiry } from '@app/contracts';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';

import { OwnerPage } from '../components/owner/owner-page';
import { ListTable } from '../components/owner/list-table';
import { VendorErrorBoundary } from '../components/vendor/vendor-page';
import { listPage, pageFrom } from '../market.server';
import { requireVendor } from '../vendor.server';
import { MessageButton } from '../components/message-button';
import { metaT, useT } from '../i18n/i18n';

export const meta: MetaFunction = ({ matches }) => [
  { title: metaT(matches, 'vendor')('pages.enquiriesTitle') },
];

/** The owners who showed interest in the vendor (GET vendor/vendor-inquiry), newest first. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { api } = await requireVendor(request);
  return { list: await listPage<VendorEnquiry>(api, 'vendor/vendor-inquiry', pageFrom(request)) };
}

export default function Enquiries() {
  const { t } = useT('vendor');
  const { list } = useLoaderData<typeof loader>();
  return (
    <OwnerPage title={t('menu.enquiries')}>
      <ListTable
        caption={t('pages.enquiriesCaption')}
        columns={[
          { header: t('pages.name'), cell: (row) => <td data-user-content>{row.restaurant.name}</td> },
          {
            header: t('pages.businessName'),
            cell: (row) => <td data-user-content>{row.restaurant.business_name}</td>,
          },
          {
            header: t('pages.view'),
            cell: (row) => (
              <td>
                <Link
                  to={`/profile/${row.restaurant.id}`}
                  aria-label={t('pages.viewName', { name: row.restaurant.name })}
                >
                  {t('pages.view')}
                </Link>
                <MessageButton context={{ type: 'vendor_enquiry', id: row.id }} name={row.restaurant.name} />
              </td>
            ),
          },
        ]}
        list={list}
        empty={t('pages.noEnquiries')}
      />
    </OwnerPage>
  );
}

export const ErrorBoundary = VendorErrorBoundary;
