import { MANPOWER_LIMITS, ManpowerMessages, type ManpowerProfile } from '@app/contracts';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';

import { ManpowerErrorBoundary } from '../components/manpower/manpower-error';
import { MANPOWER_PROFILE_FIELDS, ManpowerProfileForm } from '../components/manpower/manpower-profile-form';
import { OwnerPage } from '../components/owner/owner-page';
import { myProfile, requireManpower } from '../manpower.server';
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
import { metaT, useT } from '../i18n/i18n';

export const meta: MetaFunction = ({ matches }) => [
  { title: metaT(matches, 'manpower')('pages.profileTitle') },
];

const PLACE_FIELDS = ['country_id', 'state_id', 'current_city_id', 'native_city_id'] as const;

function profileValues(profile: ManpowerProfile): Record<string, string> {
  return {
    name: profile.name,
    type: text(profile.type),
    business_category: text(profile.business_category),
    address: text(profile.address),
    mobile_no: text(profile.mobile_no),
    country_id: text(profile.country?.id),
    state_id: text(profile.state?.id),
    current_city_id: text(profile.current_city?.id),
    native_city_id: text(profile.native_city?.id),
    native_city_name: text(profile.native_city?.name),
    gst_no: text(profile.gst_no),
    qualification: text(profile.qualification),
    experience: text(profile.experience),
    comments: text(profile.comments),
    cv_consent: profile.cv_consent ? '1' : '',
    wanted_positions: (profile.job_wants?.positions ?? []).join(', '),
    wanted_city_ids: (profile.job_wants?.cities ?? []).map((c) => c.id).join(','),
    min_salary: text(profile.job_wants?.min_salary),
  };
}

/** /ManpowerListings/ManpowerEditProfile/{id}: the member's own profile (another id leads to their own). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { api, me } = await requireManpower(request);
  requireOwnProfile(params.id, me.id, '/ManpowerListings/ManpowerEditProfile');
  const profile = await myProfile(api);
  const locations = await savedProfileLocations(api, profile);
  return {
    values: profileValues(profile),
    email: profile.email ?? me.email,
    photo: profile.photo,
    hasResume: profile.has_resume === 1,
    showResume: new URL(request.url).searchParams.get('resume') === '1',
    locations,
    savedCities: (profile.job_wants?.cities ?? []).map((c) => ({ value: String(c.id), label: c.name })),
  };
}

/**
 * Update, as the seed's client does it: the profile fields to POST mp/manpowers/{id}, then photo, resume
 * (only when chosen) and the mobile number (only when changed) to POST users/{id}. Either refusal shows
 * on the form with the entries kept; success returns to the page with the API's message.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const { api, me } = await requireManpower(request);
  requireOwnProfile(params.id, me.id, '/ManpowerListings/ManpowerEditProfile');
  const read = await readMultipart(request);
  if (!read.ok) return formReply({}, read.failure, 413);
  const values = textValues(read.form, MANPOWER_PROFILE_FIELDS);
  if (read.form.get('intent') === 'locations') {
    return profileFormAgain(api, values, { fieldErrors: {} }, 200);
  }
  const resume = chosenFiles(read.form, 'resume')[0];
  if (resume && resume.size > MANPOWER_LIMITS.maxResumeBytes) {
    return profileFormAgain(api, values, { fieldErrors: { resume: ManpowerMessages.resumeTooLarge } }, 413);
  }
  // An emptied field clears the old value; an unchosen place is left out rather than sent as an invalid id.
  const { mobile_no, ...profileFields } = values;
  const text = Object.fromEntries(
    Object.entries(profileFields).filter(
      ([field, value]) => value || !(PLACE_FIELDS as readonly string[]).includes(field),
    ),
  );
  // The consent box is on the form every time: unticked (not sent by the browser) withdraws (decision 211).
  const consent = read.form.get('cv_consent') === '1' ? '1' : '0';
  // The job-alert cities: none chosen is sent empty, which clears them (decision 345).
  const wantedCities = read.form.getAll('wanted_city_ids').map(String).filter(Boolean).join(',');
  values.wanted_city_ids = wantedCities;
  values.cv_consent = consent === '1' ? '1' : '';
  const saved = await sendForm(
    api,
    'POST',
    `mp/manpowers/${me.id}`,
    apiBody({ ...text, cv_consent: consent, wanted_city_ids: wantedCities }, [], { keepEmpty: true }),
  );
  if (!saved.ok) return profileFormAgain(api, values, saved.failure, saved.status);

  const files: Array<[string, File]> = [
    ...chosenFiles(read.form, 'photo').map((file): [string, File] => ['photo', file]),
    ...(resume ? [['resume', resume] as [string, File]] : []),
  ];
  const mobileChanged = mobile_no !== (me.mobile_no ?? '');
  if (files.length || mobileChanged) {
    const sent = await sendForm(
      api,
      'POST',
      `users/${me.id}`,
      apiBody(mobileChanged ? { mobile_no } : {}, files, { keepEmpty: true }),
    );
    if (!sent.ok) return profileFormAgain(api, values, sent.failure, sent.status);
  }
  return redirectWithMessage(`/ManpowerListings/ManpowerEditProfile/${me.id}`, saved.message);
}

export default function ManpowerEditProfile() {
  const { t } = useT('manpower');
  const { values, email, photo, hasResume, showResume, locations, savedCities } =
    useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <OwnerPage title={t('menu.editProfile')}>
      <ManpowerProfileForm
        values={{ ...values, ...reply?.values }}
        email={email}
        photo={photo}
        hasResume={hasResume}
        showResume={showResume}
        locations={reply?.locations ?? locations}
        savedCities={savedCities}
        fieldErrors={reply?.fieldErrors}
        message={reply?.message}
      />
    </OwnerPage>
  );
}

export const ErrorBoundary = ManpowerErrorBoundary;
