import type { RestaurantProfile } from '@app/contracts';
import {
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';

import { OwnerErrorBoundary, OwnerPage } from '../components/owner/owner-page';
import {
  RESTAURANT_PROFILE_FIELDS,
  RestaurantProfileForm,
} from '../components/owner/restaurant-profile-form';
import { idFrom, loadLocations } from '../locations.server';
import {
  apiBody,
  chosenFiles,
  formReply,
  locationsFor,
  readMultipart,
  redirectWithMessage,
  requireOwner,
  restaurantTypes,
  sendForm,
  textValues,
} from '../market.server';
import { metaT, useT } from '../i18n/i18n';

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches, 'owner')('pages.profileTitle') }];

const PLACE = { country: 'country_id', state: 'state_id', city: 'current_city_id' };

/** The profile's entries as the form shows them (Main Office City is the member's free text). */
function profileValues(profile: RestaurantProfile, mainOfficeCity: string | null): Record<string, string> {
  const text = (value: string | number | null | undefined) => (value == null ? '' : String(value));
  return {
    name: text(profile.name),
    restaurant_type_id: text(profile.restaurant_type_id),
    restaurant_type: profile.restaurant_type_id === 1 ? text(profile.restaurant_type) : '',
    business_name: text(profile.business_name),
    mobile_no: text(profile.mobile_no),
    country_id: text(profile.country?.id),
    state_id: text(profile.state?.id),
    current_city_id: text(profile.current_city?.id),
    main_office_city: text(mainOfficeCity),
    gst_no: text(profile.gst_no),
    business_url: text(profile.business_url),
    comments: text(profile.comments),
    address: text(profile.address),
    facbook_url: text(profile.facbook_url),
    linkedin_url: text(profile.linkedin_url),
    instagram_url: text(profile.instagram_url),
    twiter_url: text(profile.twiter_url),
    contact_consent: profile.contact_consent ? '1' : '',
  };
}

/** /EditProfile/{id}: the owner's own restaurant profile (another id leads to their own). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { api, me } = await requireOwner(request);
  if (idFrom(params.id) !== me.id) throw redirect(`/EditProfile/${me.id}`);
  const [{ data: profile }, types] = await Promise.all([
    api.get<RestaurantProfile>('restaurants/restaurants/my-profile'),
    restaurantTypes(api),
  ]);
  const locations = await loadLocations(api, {
    countryId: profile.country?.id,
    stateId: profile.state?.id,
    cityId: profile.current_city?.id,
  });
  return {
    values: profileValues(profile, me.main_office_city),
    email: profile.email,
    photo: profile.photo,
    types,
    locations,
  };
}

/** Update: POST users/{id} (multipart; the photo only when one was chosen), then the page again. */
export async function action({ request, params }: ActionFunctionArgs) {
  const { api, me } = await requireOwner(request);
  if (idFrom(params.id) !== me.id) throw redirect(`/EditProfile/${me.id}`);
  const read = await readMultipart(request);
  if (!read.ok) return formReply({}, read.failure, 413);
  const values: Record<string, string> = textValues(read.form, RESTAURANT_PROFILE_FIELDS);
  // The consent box is on the form every time: unticked (not sent by the browser) withdraws (decision 213).
  const consent = read.form.get('contact_consent') === '1' ? '1' : '0';
  values.contact_consent = consent === '1' ? '1' : '';
  if (read.form.get('intent') === 'locations') {
    return formReply(values, { fieldErrors: {} }, 200, await locationsFor(api, values, PLACE));
  }
  // The free text goes only with type 1 ("Other"); an emptied field clears the old value, but an unchosen
  // place is left out rather than sent as an invalid id.
  const { country_id, state_id, current_city_id, contact_consent: _consent, ...rest } = values;
  const body = apiBody(
    {
      ...rest,
      restaurant_type: values.restaurant_type_id === '1' ? values.restaurant_type : '',
      contact_consent: consent,
    },
    chosenFiles(read.form, 'photo').map((file): [string, File] => ['photo', file]),
    { keepEmpty: true },
  );
  for (const [field, value] of Object.entries({ country_id, state_id, current_city_id })) {
    if (value) body.append(field, value);
  }
  if (!values.restaurant_type_id) body.delete('restaurant_type_id');
  const sent = await sendForm(api, 'POST', `users/${me.id}`, body);
  if (!sent.ok) {
    return formReply(values, sent.failure, sent.status, await locationsFor(api, values, PLACE));
  }
  return redirectWithMessage(`/EditProfile/${me.id}`, sent.message);
}

export default function EditRestaurantProfile() {
  const { t } = useT('owner');
  const { values, email, photo, types, locations } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <OwnerPage title={t('profile.formLabel')}>
      <RestaurantProfileForm
        values={{ ...values, ...reply?.values }}
        email={email}
        photo={photo}
        types={types}
        locations={reply?.locations ?? locations}
        fieldErrors={reply?.fieldErrors}
        message={reply?.message}
      />
    </OwnerPage>
  );
}

export const ErrorBoundary = OwnerErrorBoundary;
