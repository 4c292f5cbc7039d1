import type { VendorProfile } from '@app/contracts';
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';

import { OwnerPage } from '../components/owner/owner-page';
import { VendorErrorBoundary } from '../components/vendor/vendor-page';
import {
  ADD_PRODUCT,
  REMOVE_PRODUCT,
  VENDOR_PROFILE_FIELDS,
  VendorProfileForm,
} from '../components/vendor/vendor-profile-form';
import { idFrom, loadLocations } from '../locations.server';
import {
  apiBody,
  chosenFiles,
  formReply,
  locationsFor,
  readMultipart,
  redirectWithMessage,
  sendForm,
  textValues,
} from '../market.server';
import {
  appendProducts,
  productErrors,
  productRows,
  productRowsOf,
  requireVendor,
  type ProductRow,
} from '../vendor.server';

export const meta: MetaFunction = () => [{ title: 'Vendor Edit Profile | Restaurant Community' }];

const PLACE = { country: 'country_id', state: 'state_id', city: 'current_city_id' };

/** The profile's entries as the form shows them (Main Office City is the member's free text). */
function profileValues(profile: VendorProfile, mainOfficeCity: string | null): Record<string, string> {
  const text = (value: string | number | null | undefined) => (value == null ? '' : String(value));
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
  if (idFrom(params.id) !== me.id) throw redirect(`/VendorListing/VendorEditProfile/${me.id}`);
  const { data: profile } = await api.get<VendorProfile>('vendor/profile');
  const locations = await loadLocations(api, {
    countryId: profile.country?.id,
    stateId: profile.state?.id,
    cityId: profile.current_city?.id,
  });
  return {
    values: profileValues(profile, me.main_office_city),
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
  if (idFrom(params.id) !== me.id) throw redirect(`/VendorListing/VendorEditProfile/${me.id}`);
  // formReply's answer with the product rows as entered (or changed by Add product / Remove).
  const withRows = (reply: ReturnType<typeof formReply>, products: ProductRow[]) =>
    data({ ...reply.data, products }, reply.init ?? undefined);
  const read = await readMultipart(request);
  if (!read.ok) return withRows(formReply({}, read.failure, 413), []);
  const values = textValues(read.form, VENDOR_PROFILE_FIELDS);
  const rows = productRows(read.form);
  const intent = String(read.form.get('intent') ?? 'update');
  const again = async (products: ProductRow[]) =>
    withRows(formReply(values, { fieldErrors: {} }, 200, await locationsFor(api, values, PLACE)), products);
  if (intent === 'locations') return again(rows);
  if (intent === ADD_PRODUCT) return again([...rows, { name: '', rate: '' }]);
  if (intent.startsWith(REMOVE_PRODUCT)) {
    const index = Number(intent.slice(REMOVE_PRODUCT.length));
    return again(rows.filter((_, i) => i !== index));
  }
  // An emptied field clears the old value; an unchosen place is left out rather than sent as invalid.
  const { country_id, state_id, current_city_id, ...rest } = values;
  const body = apiBody(
    rest,
    chosenFiles(read.form, 'photo').map((file): [string, File] => ['photo', file]),
    { keepEmpty: true },
  );
  for (const [field, value] of Object.entries({ country_id, state_id, current_city_id })) {
    if (value) body.append(field, value);
  }
  const sent = appendProducts(body, rows);
  const answer = await sendForm(api, 'POST', `users/${me.id}`, body);
  if (!answer.ok) {
    const failure = { ...answer.failure, fieldErrors: productErrors(answer.failure.fieldErrors, sent) };
    return withRows(formReply(values, failure, answer.status, await locationsFor(api, values, PLACE)), rows);
  }
  return redirectWithMessage(`/VendorListing/VendorEditProfile/${me.id}`, answer.message);
}

export default function VendorEditProfile() {
  const { values, products, email, photo, locations } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <OwnerPage title="Vendor Edit Profile">
      <VendorProfileForm
        values={{ ...values, ...reply?.values }}
        products={reply?.products ?? products}
        email={email}
        photo={photo}
        locations={reply?.locations ?? locations}
        fieldErrors={reply?.fieldErrors}
        message={reply?.message}
      />
    </OwnerPage>
  );
}

export const ErrorBoundary = VendorErrorBoundary;
