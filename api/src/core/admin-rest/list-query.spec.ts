import { InvalidInputError } from '../errors/domain-error';
import { contentRange, parseListQuery } from './list-query';

const rules = { sortable: ['id', 'name'], defaultSort: ['name', 'ASC'] as ['name', 'ASC'], maxLimit: 100 };

describe('parseListQuery', () => {
  it('reads sort, range and filter as ra-data-simple-rest sends them', () => {
    const query = parseListQuery(
      { sort: '["id","DESC"]', range: '[10,19]', filter: '{"q":"ind","id":[1,2]}' },
      rules,
    );
    expect(query).toEqual({
      sort: { field: 'id', order: 'DESC' },
      offset: 10,
      limit: 10,
      filter: { q: 'ind', id: [1, 2] },
    });
  });

  it('falls back to the default sort and the first 25 rows', () => {
    expect(parseListQuery({}, rules)).toEqual({
      sort: { field: 'name', order: 'ASC' },
      offset: 0,
      limit: 25,
      filter: {},
    });
  });

  it.each([
    [{ sort: '["password","ASC"]' }],
    [{ sort: '["id","SIDEWAYS"]' }],
    [{ range: '[10,5]' }],
    [{ range: '[0,1000]' }],
    [{ range: '[-1,5]' }],
    [{ range: '[1e300,1e300]' }],
    [{ range: '[1000001,1000002]' }],
    [{ range: '[0.5,3]' }],
    [{ filter: '[1,2]' }],
    [{ filter: 'not json' }],
    [{ filter: '{"id":["x"]}' }],
    [{ filter: '{"id":"x"}' }],
    [{ filter: '{"id":[1,"2x"]}' }],
    [{ filter: '{"id":[0]}' }],
    [{ filter: '{"id":[-3]}' }],
    [{ filter: '{"id":[1.5]}' }],
    [{ filter: '{"id":[1e300]}' }],
    [{ filter: '{"id":[null]}' }],
    [{ filter: '{"id":[[1]]}' }],
    [{ filter: '{"id":{"a":1}}' }],
    [{ filter: `{"id":[${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}]}` }],
  ])('rejects %j with a 422', (raw) => {
    expect(() => parseListQuery(raw, rules)).toThrow(InvalidInputError);
  });

  it('reads an id filter as a list of positive integers, digits in strings included', () => {
    expect(parseListQuery({ filter: '{"id":[3,"12"]}' }, rules).filter).toEqual({ id: [3, 12] });
    expect(parseListQuery({ filter: '{"id":7}' }, rules).filter).toEqual({ id: [7] });
    expect(parseListQuery({ filter: '{"id":[]}' }, rules).filter).toEqual({ id: [] });
    try {
      parseListQuery({ filter: '{"id":["x"]}' }, rules);
    } catch (error) {
      expect((error as InvalidInputError).errors).toEqual({
        filter: ['filter id must be a positive integer or a list of at most 100 of them'],
      });
    }
  });
});

describe('contentRange', () => {
  it('states the rows served and the total', () => {
    expect(contentRange('countries', 0, 25, 250)).toBe('countries 0-24/250');
    expect(contentRange('countries', 300, 0, 250)).toBe('countries 300-300/250');
  });
});
