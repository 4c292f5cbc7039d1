export interface CountryLight {
  id: number;
  name: string;
  currency: string;
  currency_symbol: string;
}

export interface Country extends CountryLight {
  iso2: string;
  iso3: string;
  phonecode: string;
  emoji: string;
}

/** GET /admin-api/countries: a country with its region and how many states it has. */
export interface StaffCountry extends Country {
  region: string | null;
  states_count: number;
}

export interface StateLight {
  id: number;
  name: string;
}

export interface State extends StateLight {
  country_id: number;
  state_code: string;
}

/** GET /admin-api/states: a state with how many cities it has. */
export interface StaffState extends State {
  cities_count: number;
}

export interface CityLight {
  id: number;
  name: string;
}

export interface City extends CityLight {
  state_id: number;
  country_id: number;
}

/** India in the reference data: its members pay through PayU and get GST invoices with a state's code. */
export const INDIA_COUNTRY_ID = 101;
/** Defaults the seeds' forms start from. */
export const DEFAULT_COUNTRY_ID = INDIA_COUNTRY_ID;
export const DEFAULT_STATE_ID = 4030; // Gujarat
export const DEFAULT_CITY_ID = 134096; // Surat
/** The largest page the state and city lists serve; the seeds' clients ask for exactly this. */
export const MAX_LOCATION_PAGE_SIZE = 1000;
