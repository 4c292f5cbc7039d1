import type { TradeCategory, VendorProfile } from '@app/contracts';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';

import { OwnerPage } from '../components/owner/owner-page';
import {
  SERVED_CITIES_FIELD,
  SERVED_PLACES_SHOWN,
  SERVED_STATES_FIELD,
} from '../components/vendor/served-places-fields';
import { VendorErrorBoundary } from '../components/vendor/vendor-page';
import {
  ADD_PRODUCT,
  REMOVE_PRODUCT,
  TRADE_CATEGORIES_FIELD,
  VENDOR_PROFILE_FIELDS,
  VendorProfileForm,
} from '../components/vendor/vendor-profile-form';
import {
  apiBody,
  chosenFiles,
  formReply,
  readMultipart,
  redirectWithMessage,
  sendForm,
  textValues,
} from '../market.server';
import {
  profileFormAgain,
  profileText as text,
  requireOwnProfile,
  savedProfileLocations,
} from '../profile-edit.server';
import {
  appendProducts,
  productErrors,
  productRows,
  productRowsOf,
  requireVendor,
  type ProductRow,
} from '../vendor.server';
import { metaT, useT } from '../i18n/i18n';

export const meta: MetaFunction = ({ matches }) => [
  { title: metaT(matches, 'vendor')('pages.profileTitle') },
];

/** The profile's entries as the form shows them (Main Office City is the member's free text). */
function profileValues(profile: VendorProfile, mainOfficeCity: string | null): Record<string, string> {
  return {
    name: text(profile.name),
    business_category: text(profile.business_category),
    mobile_no: text(profile.mobile_no),
    business_name: text(profile.business_name),
    address: text(profile.address),
    main_office_city: text(mainOfficeCity),
    country_id: text(profile.country?.id),
    state_id: text(profile.state?.id),
    current_city_id: text(profile.current_city?.id),
    time_limit: text(profile.time_limit),
    comments: text(profile.comments),
    gst_no: text(profile.gst_no),
  };
}

/** /VendorListing/VendorEditProfile/{id}: the vendor's own profile (another id leads to their own). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { api, me } = await requireVendor(request);
  requireOwnProfile(params.id, me.id, '/VendorListing/VendorEditProfile');
  const [{ data: profile }, { data: categories }] = await Promise.all([
    api.get<VendorProfile>('vendor/profile'),
    api.get<TradeCategory[]>('trade-categories'),
  ]);
  const locations = await savedProfileLocations(api, profile);
  return {
    categories,
    values: {
      ...profileValues(profile, me.main_office_city),
      [TRADE_CATEGORIES_FIELD]: (profile.trade_categories ?? []).map((c) => c.id).join(','),
      [SERVED_CITIES_FIELD]: (profile.served_cities ?? []).map((c) => c.id).join(','),
      [SERVED_STATES_FIELD]: (profile.served_states ?? []).map((s) => s.id).join(','),
    },
    savedPlaces: {
      cities: (profile.served_cities ?? []).map((c) => ({ value: String(c.id), label: c.name })),
      states: (profile.served_states ?? []).map((s) => ({ value: String(s.id), label: s.name })),
    },
    // A vendor without products starts with one empty row to fill in.
    products: profile.product_name.length ? productRowsOf(profile.product_name) : [{ name: '', rate: '' }],
    email: profile.email,
    photo: profile.photo,
    locations,
  };
}

/**
 * Update: POST users/{id} (multipart; the photo only when chosen; the products renumbered). "Add product"
 * and "Remove" answer the form again with a row more or less, and "Load states/cities" with fresh lists.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const { api, me } = await requireVendor(request);
  requireOwnProfile(params.id, me.id, '/VendorListing/VendorEditProfile');
  // formReply's answer with the product rows as entered (or changed by Add product / Remove).
  const withRows = (reply: ReturnType<typeof formReply>, products: ProductRow[]) =>
    data({ ...reply.data, products }, reply.init ?? undefined);
  const read = await readMultipart(request);
  if (!read.ok) return withRows(formReply({}, read.failure, 413), []);
  const values: Record<string, string> = {
    ...textValues(read.form, VENDOR_PROFILE_FIELDS),
    [TRADE_CATEGORIES_FIELD]: read.form.getAll(TRADE_CATEGORIES_FIELD).map(String).join(','),
    [SERVED_CITIES_FIELD]: read.form.getAll(SERVED_CITIES_FIELD).map(String).join(','),
    [SERVED_STATES_FIELD]: read.form.getAll(SERVED_STATES_FIELD).map(String).join(','),
  };
  const rows = productRows(read.form);
  const intent = String(read.form.get('intent') ?? 'update');
  const again = async (products: ProductRow[]) =>
    withRows(await profileFormAgain(api, values, { fieldErrors: {} }, 200), products);
  if (intent === 'locations') return again(rows);
  if (intent === ADD_PRODUCT) return again([...rows, { name: '', rate: '' }]);
  if (intent.startsWith(REMOVE_PRODUCT)) {
    const index = Number(intent.slice(REMOVE_PRODUCT.length));
    return again(rows.filter((_, i) => i !== index));
  }
  // An emptied field clears the old value; an unchosen place is left out rather than sent as invalid.
  const {
    country_id,
    state_id,
    current_city_id,
    [TRADE_CATEGORIES_FIELD]: categoryIds,
    [SERVED_CITIES_FIELD]: servedCities,
    [SERVED_STATES_FIELD]: servedStates,
    ...rest
  } = values;
  const body = apiBody(
    rest,
    chosenFiles(read.form, 'photo').map((file): [string, File] => ['photo', file]),
    { keepEmpty: true },
  );
  for (const [field, value] of Object.entries({ country_id, state_id, current_city_id })) {
    if (value) body.append(field, value);
  }
  // The categories only when the form showed them (none ticked: sent empty, which clears them).
  if (read.form.get('trade_categories_shown')) body.append(TRADE_CATEGORIES_FIELD, categoryIds ?? '');
  // The served places likewise (none chosen: sent empty, which means the vendor's own city).
  if (read.form.get(SERVED_PLACES_SHOWN)) {
    body.append(SERVED_CITIES_FIELD, servedCities ?? '');
    body.append(SERVED_STATES_FIELD, servedStates ?? '');
  }
  const sent = appendProducts(body, rows);
  const answer = await sendForm(api, 'POST', `users/${me.id}`, body);
  if (!answer.ok) {
    const failure = { ...answer.failure, fieldErrors: productErrors(answer.failure.fieldErrors, sent) };
    return withRows(await profileFormAgain(api, values, failure, answer.status), rows);
  }
  return redirectWithMessage(`/VendorListing/VendorEditProfile/${me.id}`, answer.message);
}

export default function VendorEditProfile() {
  const { t } = useT('vendor');
  const { values, products, email, photo, locations, categories, savedPlaces } =
    useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <OwnerPage title={t('profile.formLabel')}>
      <VendorProfileForm
        values={{ ...values, ...reply?.values }}
        products={reply?.products ?? products}
        email={email}
        photo={photo}
        locations={reply?.locations ?? locations}
        categories={categories}
        savedPlaces={savedPlaces}
        fieldErrors={reply?.fieldErrors}
        message={reply?.message}
      />
    </OwnerPage>
  );
}

export const ErrorBoundary = VendorErrorBoundary;
