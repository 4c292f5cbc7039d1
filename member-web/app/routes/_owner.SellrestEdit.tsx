import type { SaleListing } from '@app/contracts';
import {
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node';
import { Link, useActionData, useLoaderData } from '@remix-run/react';

import { SubscribeNotice } from '../components/money/subscribe-notice';
import { DeleteButton } from '../components/owner/delete-button';
import { OwnerErrorBoundary, OwnerPage } from '../components/owner/owner-page';
import { RENEW_INTENT, RenewButton } from '../components/owner/renew-button';
import { ServerMessage } from '../components/owner/server-message';
import { rupees } from '../components/owner/text';
import {
  formReply,
  isSubscribed,
  readMultipart,
  redirectWithMessage,
  renewListing,
  requireOwner,
  sendForm,
} from '../market.server';
import { myListing } from '../sale-listing.server';

export const meta: MetaFunction = () => [{ title: 'Restaurant on Sale | Restaurant Community' }];

/** /SellrestEdit: the owner's listing, read-only, with edit and delete; no listing yet: /SellRest. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { api, me } = await requireOwner(request);
  const listing = await myListing(api);
  if (!listing) throw redirect('/SellRest');
  return { listing, subscribed: isSubscribed(me) };
}

/**
 * Delete (after 'Do you really want to delete?'): DELETE restaurants/sell-my-restaurant/{id}, then /SellRest;
 * Renew (an expired listing): POST listings/restaurant_sale/{id}/renew.
 */
export async function action({ request }: ActionFunctionArgs) {
  const { api } = await requireOwner(request);
  const read = await readMultipart(request);
  if (!read.ok) return formReply({}, read.failure, 413);
  const listing = await myListing(api);
  if (!listing) throw redirect('/SellRest');
  if (read.form.get('intent') === RENEW_INTENT)
    return renewListing(api, 'restaurant_sale', listing.id, '/SellrestEdit');
  const sent = await sendForm(api, 'DELETE', `restaurants/sell-my-restaurant/${listing.id}`);
  if (!sent.ok) return formReply({}, sent.failure, sent.status);
  return redirectWithMessage('/SellRest', sent.message);
}

/** The seeds' rows of the listing view, in their order. */
function rows(listing: SaleListing): Array<[string, string]> {
  return [
    ['Category/Type', listing.restaurant_type],
    ['Opening Since', listing.operate_since ?? ''],
    ['Running or Closed', listing.is_closed_text],
    ['Turnover Per Month', rupees(listing.turnover)],
    ['City', listing.city?.name ?? ''],
    ['State', listing.state?.name ?? ''],
    ['Country', listing.country?.name ?? ''],
    ['Current Cost Per Month', rupees(listing.cost)],
    ['Profit Per Month', rupees(listing.profit)],
    ['Expected Price', rupees(listing.expected_price)],
    ['Price Include List', listing.price_include_list ?? ''],
    ['Contact Name', listing.contact_name ?? ''],
    ['Mobile', listing.contact_phone ?? ''],
    ['Email', listing.contact_email ?? ''],
  ];
}

export default function RestaurantOnSale() {
  const { listing, subscribed } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const image = listing.medias[0]?.path;
  return (
    <OwnerPage
      title="Restaurant on Sale"
      actions={
        <div className="owner-table__actions">
          <Link to="/SmrEdit" className="button button--primary button--small" aria-label="Edit the listing">
            ✎ Edit
          </Link>
          <DeleteButton id={listing.id} label="Delete the listing" />
          <RenewButton id={listing.id} expired={listing.is_expired === 1} label="the listing" />
        </div>
      }
    >
      {subscribed ? null : <SubscribeNotice />}
      <ServerMessage tone="error" message={reply?.message} />
      {image ? (
        <img className="listing-photo" src={image} alt="The restaurant on sale" />
      ) : (
        <p className="empty-text">No image yet.</p>
      )}
      <table className="owner-table">
        <caption className="visually-hidden">The restaurant on sale</caption>
        <tbody>
          {rows(listing).map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </OwnerPage>
  );
}

export const ErrorBoundary = OwnerErrorBoundary;
