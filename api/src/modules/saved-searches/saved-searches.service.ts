import {
  SAVED_SEARCH_LIMITS,
  type SavedSearch,
  type SavedSearchCriteria,
  SavedSearchMessages,
} from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { LocationsService } from '../locations';
import { ListingFactsService } from '../marketplace';
import type { ChangeSavedSearchDto, CreateSavedSearchDto } from './dto/saved-search.dto';
import { SavedSearchEntity } from './entities/saved-search.entity';
import { indexKeyOf } from './saved-search-matching';
import { invalidSavedSearch, savedSearchNotFound } from './saved-searches.errors';

/** The criteria of a stored row ('any' and 0 back to null). */
export function criteriaOf(row: SavedSearchEntity): SavedSearchCriteria {
  return {
    query: row.query,
    kind: row.kind === 'any' ? null : row.kind,
    category_id: row.category_id || null,
    city_id: row.place_type === 'city' ? row.place_id : null,
    state_id: row.place_type === 'state' ? row.place_id : null,
    salary_min: row.salary_min,
    salary_max: row.salary_max,
  };
}

/** A member's saved searches: list, save, change, delete; each only by its owner (decision 350). */
@Injectable()
export class SavedSearchesService {
  constructor(
    @InjectRepository(SavedSearchEntity) private readonly rows: Repository<SavedSearchEntity>,
    private readonly listings: ListingFactsService,
    private readonly locations: LocationsService,
  ) {}

  async list(memberId: number): Promise<SavedSearch[]> {
    const rows = await this.rows.find({ where: { user_id: memberId }, order: { id: 'DESC' } });
    return this.views(rows);
  }

  async create(memberId: number, input: CreateSavedSearchDto): Promise<SavedSearch> {
    const criteria = await this.checked(this.merge(null, input));
    if ((await this.rows.countBy({ user_id: memberId })) >= SAVED_SEARCH_LIMITS.perMember)
      throw invalidSavedSearch('saved_searches', SavedSearchMessages.tooMany);
    const saved = await this.rows.save(
      this.rows.create({ user_id: memberId, frequency: input.frequency, ...this.stored(criteria) }),
    );
    return (await this.views([saved]))[0]!;
  }

  async change(memberId: number, id: number, input: ChangeSavedSearchDto): Promise<SavedSearch> {
    const row = await this.own(memberId, id);
    const criteria = await this.checked(this.merge(criteriaOf(row), input));
    // Saved again: its alerts go again, if an unsubscribe had turned them off (decision 372).
    Object.assign(row, this.stored(criteria), input.frequency ? { frequency: input.frequency } : {}, {
      alerts_off_at: null,
    });
    await this.rows.save(row);
    return (await this.views([row]))[0]!;
  }

  /** The one-click unsubscribe: these of the member's searches send no more alerts. Answers how many. */
  async turnOff(memberId: number, ids: readonly number[]): Promise<number> {
    const done: { affectedRows: number } = await this.rows.query(
      'UPDATE saved_searches SET alerts_off_at = NOW(3) WHERE user_id = ? AND id IN (?) AND alerts_off_at IS NULL',
      [memberId, ids],
    );
    return done.affectedRows;
  }

  async remove(memberId: number, id: number): Promise<void> {
    await this.own(memberId, id);
    await this.rows.delete({ id, user_id: memberId });
  }

  private async own(memberId: number, id: number): Promise<SavedSearchEntity> {
    const row = await this.rows.findOneBy({ id, user_id: memberId });
    if (!row) throw savedSearchNotFound();
    return row;
  }

  /** The criteria after a change: a field sent (even null) replaces, a field left out stays. */
  private merge(current: SavedSearchCriteria | null, input: ChangeSavedSearchDto): SavedSearchCriteria {
    const base: SavedSearchCriteria = current ?? {
      query: '',
      kind: null,
      category_id: null,
      city_id: null,
      state_id: null,
      salary_min: null,
      salary_max: null,
    };
    const pick = <K extends keyof SavedSearchCriteria>(key: K): SavedSearchCriteria[K] =>
      input[key] === undefined ? base[key] : (input[key] as SavedSearchCriteria[K]);
    return {
      query: (pick('query') ?? '').trim().replace(/\s+/g, ' '),
      kind: pick('kind') ?? null,
      category_id: pick('category_id') ?? null,
      city_id: pick('city_id') ?? null,
      state_id: pick('state_id') ?? null,
      salary_min: pick('salary_min') ?? null,
      salary_max: pick('salary_max') ?? null,
    };
  }

  /** The rules beyond each field's own: a search of something, salary for jobs, one place, known ids. */
  private async checked(c: SavedSearchCriteria): Promise<SavedSearchCriteria> {
    const limitsSomething =
      indexKeyOf(c).word_key !== '' ||
      c.kind ||
      c.category_id ||
      c.city_id ||
      c.state_id ||
      c.salary_min !== null ||
      c.salary_max !== null;
    if (!limitsSomething) throw invalidSavedSearch('query', SavedSearchMessages.empty);
    if ((c.salary_min !== null || c.salary_max !== null) && c.kind !== 'job')
      throw invalidSavedSearch('salary_min', SavedSearchMessages.salaryForJobs);
    if (c.salary_min !== null && c.salary_max !== null && c.salary_min > c.salary_max)
      throw invalidSavedSearch('salary_min', SavedSearchMessages.salaryRange);
    if (c.category_id && c.kind !== 'requirement')
      throw invalidSavedSearch('category_id', SavedSearchMessages.categoryForRequirements);
    if (c.city_id && c.state_id) throw invalidSavedSearch('city_id', SavedSearchMessages.onePlace);
    if (c.category_id && !(await this.listings.categoryNames([c.category_id])).has(c.category_id))
      throw invalidSavedSearch('category_id', 'The selected category id is invalid.');
    if (c.city_id || c.state_id) {
      const names = await this.locations.placeNames({
        countries: [],
        states: [c.state_id],
        cities: [c.city_id],
      });
      if (c.city_id && !names.cities.has(c.city_id))
        throw invalidSavedSearch('city_id', 'The selected city id is invalid.');
      if (c.state_id && !names.states.has(c.state_id))
        throw invalidSavedSearch('state_id', 'The selected state id is invalid.');
    }
    return c;
  }

  private stored(c: SavedSearchCriteria): Partial<SavedSearchEntity> {
    return { query: c.query, salary_min: c.salary_min, salary_max: c.salary_max, ...indexKeyOf(c) };
  }

  /** The answers of these rows, with category and place names (two queries whatever the number). */
  private async views(rows: SavedSearchEntity[]): Promise<SavedSearch[]> {
    const criteria = rows.map(criteriaOf);
    const [categories, places] = await Promise.all([
      this.listings.categoryNames(criteria.map((c) => c.category_id ?? 0)),
      this.locations.placeNames({
        countries: [],
        states: criteria.map((c) => c.state_id),
        cities: criteria.map((c) => c.city_id),
      }),
    ]);
    return rows.map((row, i) => {
      const c = criteria[i]!;
      const category = c.category_id ? categories.get(c.category_id) : undefined;
      return {
        id: row.id,
        ...c,
        frequency: row.frequency,
        alerts_on: row.alerts_off_at ? 0 : 1,
        category_name: category?.name ?? null,
        category_name_hi: category?.name_hi ?? null,
        place_name:
          (c.city_id && places.cities.get(c.city_id)) ||
          (c.state_id && places.states.get(c.state_id)) ||
          null,
        created_at: row.created_at.toISOString(),
      };
    });
  }
}
