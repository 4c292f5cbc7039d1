import type { VendorEnquiry } from '@app/contracts';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';

import { OwnerPage } from '../components/owner/owner-page';
import { Pager } from '../components/owner/pager';
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
      <div className="table-wrap">
        <table className="owner-table">
          <caption className="visually-hidden">{t('pages.enquiriesCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('pages.srNo')}</th>
              <th scope="col">{t('pages.name')}</th>
              <th scope="col">{t('pages.businessName')}</th>
              <th scope="col">{t('pages.view')}</th>
            </tr>
          </thead>
          <tbody>
            {list.data.length === 0 ? (
              <tr>
                <td colSpan={4}>{t('pages.noEnquiries')}</td>
              </tr>
            ) : (
              list.data.map((row, index) => (
                <tr key={row.id}>
                  <td>{(list.current_page - 1) * list.per_page + index + 1}</td>
                  <td data-user-content>{row.restaurant.name}</td>
                  <td data-user-content>{row.restaurant.business_name}</td>
                  <td>
                    <Link
                      to={`/profile/${row.restaurant.id}`}
                      aria-label={t('pages.viewName', { name: row.restaurant.name })}
                    >
                      {t('pages.view')}
                    </Link>
                    <MessageButton
                      context={{ type: 'vendor_enquiry', id: row.id }}
                      name={row.restaurant.name}
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

export const ErrorBoundary = VendorErrorBoundary;
