import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, In, type Repository, type SelectQueryBuilder } from 'typeorm';
import type { ListQuery } from '../../core/admin-rest/list-query';
import { NotFoundError } from '../../core/errors/domain-error';
import type { CityLight, CountryLight, StateLight } from '@app/contracts';
import { CityEntity } from './entities/city.entity';
import { CountryEntity } from './entities/country.entity';
import { StateEntity } from './entities/state.entity';
import { toCityLight, toCountryLight, toStateLight } from './location.mappers';
import { escapeLike } from '../../core/database/escape-like';

export interface CountryFilter {
  q: string;
  id: number[];
  region: string;
}

export interface StateFilter {
  q: string;
  id: number[];
  country_id: number;
}

/** A place a member lives in, checked to exist and to nest (the city is in the state, the state in the country). */
export interface Place {
  country: CountryLight;
  state: StateLight;
  city: CityLight;
}

/** Names of countries, states and cities by id (what listings show next to their place ids). */
export interface PlaceNames {
  countries: Map<number, string>;
  states: Map<number, string>;
  cities: Map<number, string>;
}

@Injectable()
export class LocationsService {
  constructor(
    @InjectRepository(CountryEntity) private readonly countries: Repository<CountryEntity>,
    @InjectRepository(StateEntity) private readonly states: Repository<StateEntity>,
    @InjectRepository(CityEntity) private readonly cities: Repository<CityEntity>,
  ) {}

  listCountries(): Promise<CountryEntity[]> {
    return this.countries.find({ order: { name: 'ASC' } });
  }

  async getCountry(id: number): Promise<CountryEntity> {
    const country = await this.countries.findOneBy({ id });
    if (!country) throw new NotFoundError('Country not found');
    return country;
  }

  /** The country as other modules see it (id, name, currency); 404 for an unknown id. */
  async findCountry(id: number): Promise<CountryLight> {
    return toCountryLight(await this.getCountry(id));
  }

  /** One page of a country's states, by name then id, so paging to the empty page yields each row once. */
  async statesOfCountry(countryId: number, page: number, perPage: number): Promise<[StateEntity[], number]> {
    if (!(await this.countries.existsBy({ id: countryId }))) throw new NotFoundError('Country not found');
    return this.states.findAndCount({
      where: { country_id: countryId },
      order: { name: 'ASC', id: 'ASC' },
      skip: (page - 1) * perPage,
      take: perPage,
    });
  }

  async citiesOfState(stateId: number, page: number, perPage: number): Promise<[CityEntity[], number]> {
    if (!(await this.states.existsBy({ id: stateId }))) throw new NotFoundError('State not found');
    return this.cities.findAndCount({
      where: { state_id: stateId },
      order: { name: 'ASC', id: 'ASC' },
      skip: (page - 1) * perPage,
      take: perPage,
    });
  }

  /** The place for these ids, or null when one is unknown or they do not belong together. */
  async findPlace(countryId: number, stateId: number, cityId: number): Promise<Place | null> {
    const [country, state, city] = await Promise.all([
      this.countries.findOneBy({ id: countryId }),
      this.states.findOneBy({ id: stateId }),
      this.cities.findOneBy({ id: cityId }),
    ]);
    if (!country || !state || !city || state.country_id !== country.id || city.state_id !== state.id)
      return null;
    return { country: toCountryLight(country), state: toStateLight(state), city: toCityLight(city) };
  }

  /** The names of these places, in one query whatever the number of ids; unknown ids are absent. */
  async placeNames(ids: {
    countries: Iterable<number | null>;
    states: Iterable<number | null>;
    cities: Iterable<number | null>;
  }): Promise<PlaceNames> {
    const out: PlaceNames = { countries: new Map(), states: new Map(), cities: new Map() };
    const known = (values: Iterable<number | null>) => [
      ...new Set([...values].filter((v): v is number => !!v)),
    ];
    const parts = (
      [
        ['countries', known(ids.countries)],
        ['states', known(ids.states)],
        ['cities', known(ids.cities)],
      ] as const
    ).filter(([, list]) => list.length);
    if (!parts.length) return out;
    const sql = parts
      .map(
        ([table, list]) =>
          `SELECT '${table}' AS kind, id, name FROM ${table} WHERE id IN (${list.map(() => '?').join(',')})`,
      )
      .join(' UNION ALL ');
    const rows: Array<{ kind: keyof PlaceNames; id: number; name: string }> = await this.countries.query(
      sql,
      parts.flatMap(([, list]) => list),
    );
    for (const row of rows) out[row.kind].set(Number(row.id), row.name);
    return out;
  }

  /** Staff list of countries with the number of states of each (one query for the page, one for the counts). */
  async staffListCountries(
    query: ListQuery<Partial<CountryFilter>>,
  ): Promise<[Array<CountryEntity & { states_count: number }>, number]> {
    const qb = this.countries.createQueryBuilder('c');
    const { q, id, region } = query.filter;
    if (typeof q === 'string' && q.trim()) qb.andWhere('c.name LIKE :q', { q: `%${escapeLike(q.trim())}%` });
    this.whereIds(qb, 'c', id);
    if (typeof region === 'string' && region) qb.andWhere('c.region = :region', { region });
    qb.orderBy(`c.${query.sort.field}`, query.sort.order)
      .addOrderBy('c.id', 'ASC')
      .skip(query.offset)
      .take(query.limit);
    const [rows, total] = await qb.getManyAndCount();
    const counts = await this.countStates(rows.map((r) => r.id));
    return [rows.map((r) => Object.assign(r, { states_count: counts.get(r.id) ?? 0 })), total];
  }

  async staffGetCountry(id: number): Promise<CountryEntity & { states_count: number }> {
    const country = await this.getCountry(id);
    const counts = await this.countStates([id]);
    return Object.assign(country, { states_count: counts.get(id) ?? 0 });
  }

  async staffListStates(
    query: ListQuery<Partial<StateFilter>>,
  ): Promise<[Array<StateEntity & { cities_count: number }>, number]> {
    const qb = this.states.createQueryBuilder('s');
    const { q, id, country_id } = query.filter;
    if (typeof q === 'string' && q.trim()) qb.andWhere('s.name LIKE :q', { q: `%${escapeLike(q.trim())}%` });
    this.whereIds(qb, 's', id);
    if (country_id !== undefined)
      qb.andWhere('s.country_id = :country_id', { country_id: Number(country_id) });
    qb.orderBy(`s.${query.sort.field}`, query.sort.order)
      .addOrderBy('s.id', 'ASC')
      .skip(query.offset)
      .take(query.limit);
    const [rows, total] = await qb.getManyAndCount();
    const counts = await this.countCities(rows.map((r) => r.id));
    return [rows.map((r) => Object.assign(r, { cities_count: counts.get(r.id) ?? 0 })), total];
  }

  async staffGetState(id: number): Promise<StateEntity & { cities_count: number }> {
    const state = await this.states.findOneBy({ id });
    if (!state) throw new NotFoundError('State not found');
    const counts = await this.countCities([id]);
    return Object.assign(state, { cities_count: counts.get(id) ?? 0 });
  }

  private whereIds<T extends object>(qb: SelectQueryBuilder<T>, alias: string, ids: unknown) {
    if (ids === undefined) return;
    const list = (Array.isArray(ids) ? ids : [ids]).map(Number).filter(Number.isInteger);
    // An empty id list matches nothing (react-admin's getMany of nothing).
    qb.andWhere(
      new Brackets((w) =>
        list.length ? w.where(`${alias}.id IN (:...ids)`, { ids: list }) : w.where('1 = 0'),
      ),
    );
  }

  private async countStates(countryIds: number[]): Promise<Map<number, number>> {
    if (!countryIds.length) return new Map();
    const rows = await this.states
      .createQueryBuilder('s')
      .select('s.country_id', 'id')
      .addSelect('COUNT(*)', 'n')
      .where({ country_id: In(countryIds) })
      .groupBy('s.country_id')
      .getRawMany<{ id: number; n: string }>();
    return new Map(rows.map((r) => [Number(r.id), Number(r.n)]));
  }

  private async countCities(stateIds: number[]): Promise<Map<number, number>> {
    if (!stateIds.length) return new Map();
    const rows = await this.cities
      .createQueryBuilder('c')
      .select('c.state_id', 'id')
      .addSelect('COUNT(*)', 'n')
      .where({ state_id: In(stateIds) })
      .groupBy('c.state_id')
      .getRawMany<{ id: number; n: string }>();
    return new Map(rows.map((r) => [Number(r.id), Number(r.n)]));
  }
}
