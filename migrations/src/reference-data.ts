import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * Reads the @countrystatecity/countries data set from disk (the package ships one JSON file per country
 * and per state). The ids are the data set's own, so India is 101, Gujarat 4030 and Surat 134096, as the
 * seeds' clients expect.
 */
export interface CountryRow {
  id: number;
  name: string;
  iso2: string;
  iso3: string;
  phonecode: string;
  capital: string | null;
  currency: string;
  currency_name: string;
  currency_symbol: string;
  region: string | null;
  subregion: string | null;
  emoji: string;
  native: string | null;
}

export interface StateRow {
  id: number;
  country_id: number;
  name: string;
  iso2: string | null;
  type: string | null;
}

export interface CityRow {
  id: number;
  state_id: number;
  country_id: number;
  name: string;
}

function dataDir(): string {
  return join(dirname(require.resolve('@countrystatecity/countries')), 'data');
}

function readJson<T>(path: string): T {
  return JSON.parse(readFileSync(path, 'utf8')) as T;
}

export function readCountries(): CountryRow[] {
  return readJson<CountryRow[]>(join(dataDir(), 'countries.json'));
}

/** Yields each country folder's states and, per state, its cities. */
export function* readStatesAndCities(): Generator<{ states: StateRow[]; cities: CityRow[] }> {
  const root = dataDir();
  for (const countryFolder of readdirSync(root, { withFileTypes: true })) {
    if (!countryFolder.isDirectory()) continue;
    const countryDir = join(root, countryFolder.name);
    const states = readJson<StateRow[]>(join(countryDir, 'states.json'));
    const cities: CityRow[] = [];
    for (const stateFolder of readdirSync(countryDir, { withFileTypes: true })) {
      if (!stateFolder.isDirectory()) continue;
      try {
        cities.push(...readJson<CityRow[]>(join(countryDir, stateFolder.name, 'cities.json')));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
    yield { states, cities };
  }
}
