import { describe, expect, it, jest } from '@jest/globals';
import type { GetListParams, GetListResult, RaRecord } from 'react-admin';
import { API_PAGE_SIZE, pagedGetList } from './paging';

/** An API with `count` rows that refuses pages larger than its cap, as the real one answers 422. */
function fakeApi(count: number, cap: number) {
  const rows = Array.from({ length: count }, (_, i) => ({ id: i + 1 }));
  const calls: Array<{ page: number; perPage: number; filter: unknown }> = [];
  const getList = jest.fn(
    async (_resource: string, params: GetListParams): Promise<GetListResult<RaRecord>> => {
      const { page, perPage } = params.pagination!;
      calls.push({ page, perPage, filter: params.filter });
      if (perPage > cap) throw new Error(`422: at most ${cap} rows`);
      const start = (page - 1) * perPage;
      return { data: rows.slice(start, start + perPage), total: count };
    },
  );
  return { getList, calls };
}

const exportParams = (perPage: number, page = 1): GetListParams => ({
  pagination: { page, perPage },
  sort: { field: 'id', order: 'ASC' },
  filter: { status: 'open' },
});

describe('pagedGetList', () => {
  it('passes a page within the cap through as one call', async () => {
    const api = fakeApi(30, 100);
    const result = await pagedGetList(api.getList, 'coupons', exportParams(25));
    expect(result.data).toHaveLength(25);
    expect(api.calls).toEqual([{ page: 1, perPage: 25, filter: { status: 'open' } }]);
  });

  it('reads the whole filtered list in pages the API allows when the export asks for more', async () => {
    const api = fakeApi(1234, 100);
    const result = await pagedGetList(api.getList, 'bluetick-requests', exportParams(50_000));
    expect(result.total).toBe(1234);
    expect(result.data.map((r) => r.id)).toEqual(Array.from({ length: 1234 }, (_, i) => i + 1));
    expect(api.calls).toHaveLength(13);
    expect(api.calls.every((c) => c.perPage === API_PAGE_SIZE && c.filter !== undefined)).toBe(true);
  });

  it('stops at the rows asked for', async () => {
    const api = fakeApi(5000, 100);
    const result = await pagedGetList(api.getList, 'members', exportParams(1000));
    expect(result.data).toHaveLength(1000);
    expect(result.data.at(-1)!.id).toBe(1000);
    expect(api.calls).toHaveLength(10);
  });

  it('serves a later large page from the right offset', async () => {
    const api = fakeApi(1000, 100);
    const result = await pagedGetList(api.getList, 'members', exportParams(250, 2));
    expect(result.data.map((r) => r.id)).toEqual(Array.from({ length: 250 }, (_, i) => 251 + i));
  });

  it('answers an empty list with one call', async () => {
    const api = fakeApi(0, 100);
    const result = await pagedGetList(api.getList, 'coupons', exportParams(50_000));
    expect(result).toEqual({ data: [], total: 0 });
    expect(api.calls).toHaveLength(1);
  });
});
