import type { SaleListing } from '@app/contracts';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useActionData, useLoaderData } from '@remix-run/react';

import { SubscribeNotice } from '../../components/money/subscribe-notice';
import { DeleteButton } from '../../components/owner/delete-button';
import { OwnerErrorBoundary, OwnerPage } from '../../components/owner/owner-page';
import { RenewButton } from '../../components/owner/renew-button';
import { ServerMessage } from '../../components/owner/server-message';
import { DetailsTable } from '../../components/market/details-table';
import { rupees } from '../../components/owner/text';
import { removeOrRenewSale, saleListingView } from '../../sale-listing.server';
import { metaT, useT } from '../../i18n/i18n';

export const meta: MetaFunction = ({ matches }) => [
  { title: metaT(matches, 'ownerArea')('sale.onSaleMetaTitle') },
];

/** /SellrestEdit: the owner's listing, read-only, with edit and delete; no listing yet: /SellRest. */
export const loader = ({ request }: LoaderFunctionArgs) => saleListingView(request);

/** Delete (then /SellRest) or Renew the owner's listing. */
export const action = ({ request }: ActionFunctionArgs) => removeOrRenewSale(request);

/** The seeds' rows of the listing view, in their order. */
function rows(listing: SaleListing, t: (key: string) => string): Array<[string, string]> {
  return [
    [t('sale.rows.category'), listing.restaurant_type],
    [t('sale.rows.openingSince'), listing.operate_since ?? ''],
    [t('sale.rows.runningOrClosed'), listing.is_closed_text],
    [t('sale.rows.turnover'), rupees(listing.turnover)],
    [t('city'), listing.city?.name ?? ''],
    [t('sale.rows.state'), listing.state?.name ?? ''],
    [t('sale.rows.country'), listing.country?.name ?? ''],
    [t('sale.rows.cost'), rupees(listing.cost)],
    [t('sale.rows.profit'), rupees(listing.profit)],
    [t('sale.rows.expectedPrice'), rupees(listing.expected_price)],
    [t('sale.rows.priceIncludes'), listing.price_include_list ?? ''],
    [t('sale.rows.contactName'), listing.contact_name ?? ''],
    [t('sale.rows.mobile'), listing.contact_phone ?? ''],
    [t('sale.rows.email'), listing.contact_email ?? ''],
  ];
}

export default function RestaurantOnSale() {
  const { listing, subscribed } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { t } = useT('ownerArea');
  const image = listing.medias[0]?.path;
  return (
    <OwnerPage
      title={t('sale.onSale')}
      actions={
        <div className="owner-table__actions">
          <Link
            to="/SmrEdit"
            className="button button--primary button--small"
            aria-label={t('sale.editListing')}
          >
            ✎ {t('owner:edit')}
          </Link>
          <DeleteButton id={listing.id} label={t('sale.deleteListing')} />
          <RenewButton id={listing.id} expired={listing.is_expired === 1} label={t('sale.theListing')} />
        </div>
      }
    >
      {subscribed ? null : <SubscribeNotice />}
      <ServerMessage tone="error" message={reply?.message} />
      {image ? (
        <img className="listing-photo" src={image} alt={t('sale.theRestaurant')} />
      ) : (
        <p className="empty-text">{t('sale.noImage')}</p>
      )}
      <DetailsTable caption={t('sale.theRestaurant')} rows={rows(listing, t)} />
    </OwnerPage>
  );
}

export const ErrorBoundary = OwnerErrorBoundary;
