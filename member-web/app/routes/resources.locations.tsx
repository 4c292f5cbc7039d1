import type { LoaderFunctionArgs } from '@remix-run/node';

import { apiFor } from '../api.server';
import type { LocationsData } from '../components/location-fields';
import { idFrom, statesAndCities } from '../locations.server';

/** States of ?country_id and, with ?state_id, that state's cities, for the location selects' scripts. */
export async function loader({ request }: LoaderFunctionArgs): Promise<LocationsData> {
  const url = new URL(request.url);
  const countryId = idFrom(url.searchParams.get('country_id'));
  if (!countryId) return { states: [], cities: [] };
  const { states, cities } = await statesAndCities(
    await apiFor(request),
    countryId,
    idFrom(url.searchParams.get('state_id')),
  );
  return { states, cities };
}
