import type { SavedSearchCriteria } from '@app/contracts';
import {
  indexKeyOf,
  listingKeys,
  matches,
  type MatchedListing,
  queryWords,
  wordKey,
  wordKeysOf,
} from './saved-search-matching';

const any: SavedSearchCriteria = {
  query: '',
  kind: null,
  category_id: null,
  city_id: null,
  state_id: null,
  salary_min: null,
  salary_max: null,
};

const job: MatchedListing = {
  subject: 'job',
  ownerId: 1,
  searchText: 'Tandoor Chef Mumbai Maharashtra',
  categoryId: null,
  cityId: 133024,
  stateId: 4008,
  monthlySalary: 30_000,
};

describe('saved search matching', () => {
  it('takes the words as global search does and keys the search by its longest word', () => {
    expect(queryWords('Tandoor, CHEF in a')).toEqual(['tandoor', 'chef']);
    expect(wordKey(['chef', 'tandoor'])).toBe('tan');
    expect(wordKey([])).toBe('');
    // By code point: three letters outside the BMP stay three whole letters, never half a pair.
    expect(wordKey(['𝒜𝒷𝒸𝒹'])).toBe('𝒜𝒷𝒸');
  });

  it('needs every word at the start of a word of the listing, case and accents folded', () => {
    expect(matches({ ...any, query: 'tand chef' }, job)).toBe(true);
    expect(matches({ ...any, query: 'CHÉF' }, job)).toBe(true);
    expect(matches({ ...any, query: 'door' }, job)).toBe(false);
    expect(matches({ ...any, query: 'chef baker' }, job)).toBe(false);
  });

  it('checks kind, category, city or state, and the salary range of jobs', () => {
    expect(matches({ ...any, kind: 'job', city_id: 133024 }, job)).toBe(true);
    expect(matches({ ...any, kind: 'requirement' }, job)).toBe(false);
    expect(matches({ ...any, state_id: 4008 }, job)).toBe(true);
    expect(matches({ ...any, state_id: 4030 }, job)).toBe(false);
    expect(matches({ ...any, category_id: 3 }, job)).toBe(false);
    expect(matches({ ...any, salary_min: 25_000, salary_max: 30_000 }, job)).toBe(true);
    expect(matches({ ...any, salary_min: 30_001 }, job)).toBe(false);
    expect(matches({ ...any, salary_max: 29_999 }, job)).toBe(false);
    expect(matches({ ...any, salary_min: 1 }, { ...job, monthlySalary: null })).toBe(false);
  });

  it('finds a matching search among the keys the listing looks up', () => {
    const search = { ...any, query: 'chef tandoor', kind: 'job' as const, state_id: 4008 };
    const key = indexKeyOf(search);
    const { word_key, ...rest } = key;
    expect(listingKeys(job)).toContainEqual(rest);
    expect(wordKeysOf(job)).toContain(word_key);
    expect(listingKeys(job)).toHaveLength(6);
  });
});
