import type { Country, State } from '@app/contracts';

/** A country as /admin-api/countries serves it: the shared shape plus what the console lists by. */
export interface CountryRecord extends Country {
  region: string;
  states_count: number;
}

export interface StateRecord extends State {
  cities_count: number;
}
