import type { CityLight, Page, StateLight } from '@app/contracts';

import { useTestApi } from './support/api';

const api = useTestApi();
const { http } = api;

/** Fetches page after page until an empty one, exactly as the seeds' clients do. */
async function collect<T extends { id: number }>(
  path: string,
  query: Record<string, unknown>,
): Promise<{ rows: T[]; total: number }> {
  const rows: T[] = [];
  let total = -1;
  for (let page = 1; page < 500; page++) {
    const res = await http()
      .get(`/api/${path}`)
      .query({ ...query, page })
      .expect(200);
    const body = res.body.data as Page<T>;
    total = body.total;
    if (body.data.length === 0) return { rows, total };
    rows.push(...body.data);
  }
  throw new Error('never reached an empty page');
}

describe('countries', () => {
  it('lists every country in the light shape with India and its currency', async () => {
    const res = await http().get('/api/countries').query({ is_light: 1 }).expect(200);
    expect(res.body).toMatchObject({ status_code: 200, message: expect.any(String) });
    expect(res.body.data).toHaveLength(250);
    expect(res.body.data).toContainEqual({ id: 101, name: 'India', currency: 'INR', currency_symbol: '₹' });
    expect(Object.keys(res.body.data[0]).sort()).toEqual(['currency', 'currency_symbol', 'id', 'name']);
  });

  it('answers one country with data.currency', async () => {
    const res = await http().get('/api/countries/101').expect(200);
    expect(res.body.data).toMatchObject({
      id: 101,
      name: 'India',
      currency: 'INR',
      currency_symbol: '₹',
      iso2: 'IN',
    });
  });

  it('answers 404 in the envelope for an unknown country', async () => {
    const res = await http().get('/api/countries/999999').expect(404);
    expect(res.body).toEqual({ status_code: 404, message: 'Country not found', data: null });
  });

  it('answers 404 in the envelope for an id that is not a number (no route takes it)', async () => {
    const res = await http().get('/api/countries/abc').expect(404);
    expect(res.body).toMatchObject({ status_code: 404 });
  });
});

describe('states of a country', () => {
  it('pages through every state of India exactly once, ending on an empty page', async () => {
    const { rows, total } = await collect<StateLight>('rw-states_of_country', {
      country_id: 101,
      per_page: 7,
      is_light: 1,
    });
    expect(rows).toHaveLength(total);
    expect(new Set(rows.map((s) => s.id)).size).toBe(total);
    expect(rows).toContainEqual({ id: 4030, name: 'Gujarat' });
  });

  it('serves up to 1000 rows a page with the paging fields the clients read', async () => {
    const res = await http()
      .get('/api/rw-states_of_country')
      .query({ country_id: 101, page: 1, per_page: 1000, is_light: 1 })
      .expect(200);
    expect(res.body.data).toMatchObject({
      current_page: 1,
      last_page: 1,
      per_page: 1000,
      total: res.body.data.data.length,
    });
  });

  it.each([
    [{ country_id: 101, per_page: 1001 }, 'per_page'],
    [{ country_id: 101, per_page: 0 }, 'per_page'],
    [{ country_id: 101, page: 0 }, 'page'],
    [{ country_id: 101, page: 'two' }, 'page'],
    [{ per_page: 10 }, 'country_id'],
    [{ country_id: 'india' }, 'country_id'],
  ])('answers 422 naming the field for %j', async (query, field) => {
    const res = await http().get('/api/rw-states_of_country').query(query).expect(422);
    expect(res.body.status_code).toBe(422);
    expect(res.body.errors[field]).toEqual([expect.any(String)]);
  });

  it('answers 404 for an unknown country', async () => {
    await http().get('/api/rw-states_of_country').query({ country_id: 999999 }).expect(404);
  });
});

describe('cities of a state', () => {
  it('pages through every city of Gujarat exactly once and includes Surat', async () => {
    const { rows, total } = await collect<CityLight>('rw-cities_of_state', {
      state_id: 4030,
      per_page: 100,
      is_light: 1,
    });
    expect(total).toBeGreaterThan(100);
    expect(rows).toHaveLength(total);
    expect(new Set(rows.map((c) => c.id)).size).toBe(total);
    expect(rows).toContainEqual({ id: 134096, name: 'Surat' });
  });

  it('answers 404 for an unknown state and 422 for a bad page size', async () => {
    await http().get('/api/rw-cities_of_state').query({ state_id: 999999 }).expect(404);
    await http().get('/api/rw-cities_of_state').query({ state_id: 4030, per_page: -5 }).expect(422);
  });
});
