import { ApiError, type ApiClient, type SaleListing } from '@app/contracts';
import { redirect } from '@remix-run/node';

import { RENEW_INTENT } from './components/owner/renew-button';
import { SALE_TEXT_FIELDS } from './components/owner/sale-form';
import { checkAll } from './form-rules';
import { loadLocations } from './locations.server';
import { saleRules } from './market-rules';
import { textsFor } from './i18n/texts.server';
import {
  apiBody,
  chosenFiles,
  formReply,
  isSubscribed,
  locationsFor,
  readMultipart,
  redirectWithMessage,
  renewListing,
  requireOwner,
  restaurantTypes,
  sendForm,
  textValues,
} from './market.server';

/**
 * Sell my restaurant: one listing per owner, viewed at /SellrestEdit, created at /SellRest,
 * edited at /SmrEdit. Listing and changing it need Elite; the API refuses otherwise.
 */

/** GET restaurants/my-smr: the owner's listing, or null when there is none. */
export async function myListing(api: ApiClient): Promise<SaleListing | null> {
  try {
    return (await api.get<SaleListing | null>('restaurants/my-smr')).data ?? null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** A listing's entries as the form shows them. */
export function listingValues(listing: SaleListing): Record<string, string> {
  const text = (value: string | number | null) => (value === null ? '' : String(value));
  return {
    restaurant_type_id: String(listing.restaurant_type_id),
    restaurant_type: listing.restaurant_type_id === 1 ? listing.restaurant_type : '',
    country_id: text(listing.country_id),
    state_id: text(listing.state_id),
    city_id: text(listing.city_id),
    operate_since: listing.operate_since ?? '',
    turnover: text(listing.turnover),
    cost: text(listing.cost),
    profit: text(listing.profit),
    expected_price: text(listing.expected_price),
    price_include_list: listing.price_include_list ?? '',
    contact_name: listing.contact_name ?? '',
    contact_phone: listing.contact_phone ?? '',
    contact_email: listing.contact_email ?? '',
    is_closed: listing.is_closed,
    contact_shown: listing.contact_shown,
  };
}

/** What the create and edit forms need: types, place lists, the entries, and whether the member may save. */
export async function saleFormData(request: Request, mode: 'create' | 'edit') {
  const { api, me } = await requireOwner(request);
  const listing = await myListing(api);
  // One listing per owner: creating again shows the existing one; editing nothing starts a new one.
  if (mode === 'create' && listing) throw redirect('/SellrestEdit');
  if (mode === 'edit' && !listing) throw redirect('/SellRest');
  const values = listing
    ? listingValues(listing)
    : { contact_name: me.full_name, contact_phone: me.mobile_no ?? '', contact_email: me.email };
  const [types, locations] = await Promise.all([
    restaurantTypes(api),
    loadLocations(api, {
      countryId: listing?.country_id ?? me.country?.id,
      stateId: listing?.state_id ?? me.state?.id,
      cityId: listing?.city_id ?? me.city?.id,
    }),
  ]);
  return { values: values as Record<string, string>, types, locations, subscribed: isSubscribed(me) };
}

/** Save (create or update, multipart with images[0]); afterwards the view page /SellrestEdit. */
export async function saveSale(request: Request, mode: 'create' | 'edit') {
  const { api } = await requireOwner(request);
  const read = await readMultipart(request);
  if (!read.ok) return formReply({}, read.failure, 413);
  const values = textValues(read.form, SALE_TEXT_FIELDS);
  if (read.form.get('intent') === 'locations') {
    return formReply(values, { fieldErrors: {} }, 200, await locationsFor(api, values));
  }
  // A new or edited listing: every missing or malformed field at once, in plain words, before anything is sent.
  const errors = checkAll(values, saleRules(await textsFor(request, 'server')));
  if (Object.keys(errors).length > 0)
    return formReply(values, { fieldErrors: errors }, 422, await locationsFor(api, values));
  let path = 'restaurants/sell-my-restaurant';
  if (mode === 'edit') {
    const listing = await myListing(api);
    if (!listing) throw redirect('/SellRest');
    path = `restaurants/sell-my-restaurant/${listing.id}`;
  }
  // The free text goes only with type 1 ("Other"); the image only when one was chosen.
  const body = apiBody(
    { ...values, restaurant_type: values.restaurant_type_id === '1' ? values.restaurant_type : '' },
    chosenFiles(read.form, 'images')
      .slice(0, 1)
      .map((file): [string, File] => ['images[0]', file]),
  );
  const sent = await sendForm(api, 'POST', path, body);
  if (!sent.ok) return formReply(values, sent.failure, sent.status, await locationsFor(api, values));
  return redirectWithMessage('/SellrestEdit', sent.message);
}

/**
 * /SellrestEdit's Delete (after 'Do you really want to delete?'): DELETE restaurants/sell-my-restaurant/{id}, then /SellRest;
 * Renew (an expired listing): POST listings/restaurant_sale/{id}/renew.
 */
export async function removeOrRenewSale(request: Request) {
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

/** /SellrestEdit's listing, read-only, and whether the owner may change it; no listing yet: /SellRest. */
export async function saleListingView(request: Request) {
  const { api, me } = await requireOwner(request);
  const listing = await myListing(api);
  if (!listing) throw redirect('/SellRest');
  return { listing, subscribed: isSubscribed(me) };
}
