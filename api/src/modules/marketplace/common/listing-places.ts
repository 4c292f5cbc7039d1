import { Injectable } from '@nestjs/common';
import { InvalidInputError } from '../../../core/errors/domain-error';
import { LocationsService, type PlaceNames } from '../../locations';
import { MarketplaceErrors } from '../marketplace.errors';

export interface PlaceIds {
  country_id: number | null;
  state_id: number | null;
  city_id: number | null;
}

/** Places of listings: checked to exist and nest when set, named in one query per list. */
@Injectable()
export class ListingPlacesService {
  constructor(private readonly locations: LocationsService) {}

  /**
   * The place after an edit: the ids sent over the current ones. When any id was sent, all three must be
   * set and nest (the city in the state, the state in the country), else 422 on city_id.
   */
  async resolve(current: PlaceIds, sent: Partial<PlaceIds>): Promise<PlaceIds> {
    const place: PlaceIds = {
      country_id: sent.country_id ?? current.country_id,
      state_id: sent.state_id ?? current.state_id,
      city_id: sent.city_id ?? current.city_id,
    };
    const changed =
      sent.country_id !== undefined || sent.state_id !== undefined || sent.city_id !== undefined;
    if (!changed) return place;
    const found =
      place.country_id && place.state_id && place.city_id
        ? await this.locations.findPlace(place.country_id, place.state_id, place.city_id)
        : null;
    if (!found) throw new InvalidInputError({ city_id: [MarketplaceErrors.badPlace] });
    return place;
  }

  /** Names of these cities (a profile's main office city), in one query; none asked, none read. */
  async cityNames(ids: ReadonlyArray<number | null>): Promise<Map<number, string>> {
    if (!ids.some(Boolean)) return new Map();
    return (await this.locations.placeNames({ countries: [], states: [], cities: ids })).cities;
  }

  /** 422 on native_city_id unless the city exists (a profile's main office city). */
  async requireNativeCity(id: number): Promise<void> {
    if (!(await this.cityNames([id])).has(id))
      throw new InvalidInputError({ native_city_id: ['The selected native city id is invalid.'] });
  }

  names(rows: PlaceIds[]): Promise<PlaceNames> {
    return this.locations.placeNames({
      countries: rows.map((r) => r.country_id),
      states: rows.map((r) => r.state_id),
      cities: rows.map((r) => r.city_id),
    });
  }
}

export const namedRef = (id: number | null, names: Map<number, string>) =>
  id && names.has(id) ? { id, name: names.get(id)! } : null;

/** A city read by a join (its id, and its name or null when there is no such city), as namedRef answers it. */
export const joinedCityRef = (id: number | null, name: string | null) =>
  id && name !== null ? { id, name } : null;

/** A listing's place as every answer carries it: the three ids and their names (null when unset). */
export const placeRefs = (row: PlaceIds, names: PlaceNames) => ({
  country_id: row.country_id,
  state_id: row.state_id,
  city_id: row.city_id,
  country: namedRef(row.country_id, names.countries),
  state: namedRef(row.state_id, names.states),
  city: namedRef(row.city_id, names.cities),
});
