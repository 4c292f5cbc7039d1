import type { StaffCountry, StaffState } from '@app/contracts';

/** A country and a state as /admin-api/countries and /admin-api/states serve them (one definition, in @app/contracts). */
export type CountryRecord = StaffCountry;
export type StateRecord = StaffState;
