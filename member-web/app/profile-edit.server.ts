import { redirect } from '@remix-run/node';

import type { FormFailure } from './accounts.server';
import type { ApiClient } from '@app/contracts';
import { idFrom, loadLocations } from './locations.server';
import { formReply, locationsFor } from './market.server';

/**
 * What the vendor and manpower Edit Profile pages do alike: the page is the member's own, the place is
 * country, state and Current City (current_city_id), and a refused or reloaded form comes back with the
 * entries kept and the location lists of the place entered.
 */

/** The profile forms' place fields. */
export const PROFILE_PLACE = { country: 'country_id', state: 'state_id', city: 'current_city_id' };

/** A profile's value as the form's text: '' for none. */
export const profileText = (value: string | number | null | undefined) =>
  value == null ? '' : String(value);

/** Only the member's own profile: another id leads to theirs (`path` + `/` + their id). */
export function requireOwnProfile(id: string | undefined, me: number, path: string) {
  if (idFrom(id) !== me) throw redirect(`${path}/${me}`);
}

/** The location lists the form starts on: the profile's saved country, state and current city. */
export function savedProfileLocations(
  api: ApiClient,
  profile: {
    country?: { id: number } | null;
    state?: { id: number } | null;
    current_city?: { id: number } | null;
  },
) {
  return loadLocations(api, {
    countryId: profile.country?.id,
    stateId: profile.state?.id,
    cityId: profile.current_city?.id,
  });
}

/** The form again: the entries, the messages (`failure`) and the lists of the place entered. */
export async function profileFormAgain(
  api: ApiClient,
  values: Record<string, string>,
  failure: FormFailure,
  status: number,
) {
  return formReply(values, failure, status, await locationsFor(api, values, PROFILE_PLACE));
}
