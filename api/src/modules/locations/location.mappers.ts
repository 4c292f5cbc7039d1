import type {
  City,
  CityLight,
  Country,
  CountryLight,
  StaffCountry,
  StaffState,
  State,
  StateLight,
} from '@app/contracts';
import type { CityEntity } from './entities/city.entity';
import type { CountryEntity } from './entities/country.entity';
import type { StateEntity } from './entities/state.entity';

export const toCountryLight = (c: CountryEntity): CountryLight => ({
  id: c.id,
  name: c.name,
  currency: c.currency,
  currency_symbol: c.currency_symbol,
});

export const toCountry = (c: CountryEntity): Country & { region: string | null } => ({
  ...toCountryLight(c),
  iso2: c.iso2,
  iso3: c.iso3,
  phonecode: c.phonecode,
  emoji: c.emoji,
  region: c.region,
});

export const toStaffCountry = (c: CountryEntity & { states_count: number }): StaffCountry => ({
  ...toCountry(c),
  states_count: c.states_count,
});

export const toStateLight = (s: StateEntity): StateLight => ({ id: s.id, name: s.name });
export const toState = (s: StateEntity): State => ({
  ...toStateLight(s),
  country_id: s.country_id,
  state_code: s.state_code,
});

export const toStaffState = (s: StateEntity & { cities_count: number }): StaffState => ({
  ...toState(s),
  cities_count: s.cities_count,
});

export const toCityLight = (c: CityEntity): CityLight => ({ id: c.id, name: c.name });
export const toCity = (c: CityEntity): City => ({
  ...toCityLight(c),
  state_id: c.state_id,
  country_id: c.country_id,
});
