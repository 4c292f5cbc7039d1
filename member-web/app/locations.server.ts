import {
  DEFAULT_COUNTRY_ID,
  type ApiClient,
  type CityLight,
  type CountryLight,
  type StateLight,
} from '@app/contracts';

export interface LocationChoice {
  countryId: number;
  stateId?: number;
  cityId?: number;
}

export interface LocationLists {
  countries: CountryLight[];
  states: StateLight[];
  cities: CityLight[];
  /** The ids the selects start on (a state or city not in its list is dropped). */
  selected: { countryId: number; stateId?: number; cityId?: number };
}

/** Reads a positive integer id from a form or query value. */
export function idFrom(value: FormDataEntryValue | string | null | undefined): number | undefined {
  if (typeof value !== 'string' || !/^\d+$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 ? id : undefined;
}

/** States of a country and the cities of the chosen state. Load failures are logged, as the seeds do. */
export async function statesAndCities(api: ApiClient, countryId: number, stateId?: number) {
  let states: StateLight[] = [];
  let cities: CityLight[] = [];
  try {
    states = await api.allStates(countryId);
  } catch (error) {
    console.error('member-web: loading states failed', error);
  }
  const state = states.find((s) => s.id === stateId);
  if (state) {
    try {
      cities = await api.allCities(state.id);
    } catch (error) {
      console.error('member-web: loading cities failed', error);
    }
  }
  return { states, cities, stateId: state?.id };
}

/**
 * Country, state and city lists for a form, starting from the given choice (default country 101). A caller
 * that already loaded the countries passes them in.
 */
export async function loadLocations(
  api: ApiClient,
  choice: Partial<LocationChoice>,
  knownCountries?: CountryLight[],
): Promise<LocationLists> {
  const countryId = choice.countryId ?? DEFAULT_COUNTRY_ID;
  const [countries, rest] = await Promise.all([
    knownCountries ??
      api
        .countries()
        .then((r) => r.data)
        .catch((error: unknown) => {
          console.error('member-web: loading countries failed', error);
          return [] as CountryLight[];
        }),
    statesAndCities(api, countryId, choice.stateId),
  ]);
  const cityId = rest.cities.some((c) => c.id === choice.cityId) ? choice.cityId : undefined;
  return {
    countries,
    states: rest.states,
    cities: rest.cities,
    selected: { countryId, stateId: rest.stateId, cityId },
  };
}
