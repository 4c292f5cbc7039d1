import type { GetListParams, GetListResult, RaRecord } from 'react-admin';

/**
 * The largest page the console asks the API for. The API caps pages per resource (500 for most, 100 for
 * blue-tick requests): 100 is within every cap, so one rule serves every list.
 */
export const API_PAGE_SIZE = 100;

/** Most rows one export collects (the whole filtered list for any list staff export in practice). */
export const EXPORT_MAX_ROWS = 50_000;

type GetList = (resource: string, params: GetListParams) => Promise<GetListResult<RaRecord>>;

/**
 * getList for any page size: a page within the API's cap is one call; a larger one (the Export button asks
 * for everything at once) is read as consecutive pages of API_PAGE_SIZE with the same sort and filter,
 * until the requested rows or the list's total are reached. The answer is the one large page asked for.
 */
export async function pagedGetList(
  getList: GetList,
  resource: string,
  params: GetListParams,
  pageSize = API_PAGE_SIZE,
): Promise<GetListResult<RaRecord>> {
  const { page, perPage } = params.pagination ?? { page: 1, perPage: 25 };
  if (perPage <= pageSize) return getList(resource, params);
  const first = (page - 1) * perPage;
  const last = first + perPage; // exclusive
  const rows: RaRecord[] = [];
  let total: number | undefined;
  let offset = first;
  while (offset < last) {
    // Offsets that are multiples of pageSize, as ra-data-simple-rest turns page/perPage into a range.
    const apiPage = Math.floor(offset / pageSize) + 1;
    const result = await getList(resource, { ...params, pagination: { page: apiPage, perPage: pageSize } });
    const start = offset - (apiPage - 1) * pageSize;
    rows.push(...result.data.slice(start, start + (last - offset)));
    total = result.total;
    offset = apiPage * pageSize;
    if (result.data.length < pageSize || (total !== undefined && offset >= total)) break;
  }
  return { data: rows, total: total ?? rows.length };
}
