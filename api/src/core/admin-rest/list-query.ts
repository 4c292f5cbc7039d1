import { InvalidInputError } from '../errors/domain-error';

/**
 * The query of a ra-data-simple-rest list call: `sort=["name","ASC"]`, `range=[0,24]`,
 * `filter={"q":"ind","id":[1,2]}`. Parsed once, here, and checked against what the resource allows.
 */
export interface ListQuery<F> {
  sort: { field: string; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
  filter: F;
}

export interface ListQueryRules {
  sortable: readonly string[];
  defaultSort: [string, 'ASC' | 'DESC'];
  /** Largest page a client may ask for. */
  maxLimit?: number;
}

/** The furthest row a list may start at; the console never pages that deep. */
const MAX_OFFSET = 1_000_000;

function parseJson(name: string, raw: unknown): unknown {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string') throw new InvalidInputError({ [name]: [`${name} must be JSON`] });
  try {
    return JSON.parse(raw);
  } catch {
    throw new InvalidInputError({ [name]: [`${name} must be JSON`] });
  }
}

export function parseListQuery<F extends object>(
  query: Record<string, unknown>,
  rules: ListQueryRules,
): ListQuery<Partial<F>> {
  const sortRaw = parseJson('sort', query.sort) ?? rules.defaultSort;
  if (!Array.isArray(sortRaw) || typeof sortRaw[0] !== 'string' || !rules.sortable.includes(sortRaw[0])) {
    throw new InvalidInputError({
      sort: [`sort must be ["field","ASC|DESC"] with field one of ${rules.sortable.join(', ')}`],
    });
  }
  const order = String(sortRaw[1] ?? 'ASC').toUpperCase();
  if (order !== 'ASC' && order !== 'DESC')
    throw new InvalidInputError({ sort: ['sort order must be ASC or DESC'] });

  const maxLimit = rules.maxLimit ?? 500;
  const rangeRaw = parseJson('range', query.range) ?? [0, 24];
  if (
    !Array.isArray(rangeRaw) ||
    // Safe integers only: [1e300,1e300] is "integer" to Number.isInteger and would reach SQL's OFFSET.
    !Number.isSafeInteger(rangeRaw[0]) ||
    !Number.isSafeInteger(rangeRaw[1]) ||
    rangeRaw[0] < 0 ||
    rangeRaw[0] > MAX_OFFSET ||
    rangeRaw[1] < rangeRaw[0] ||
    rangeRaw[1] - rangeRaw[0] + 1 > maxLimit
  ) {
    throw new InvalidInputError({
      range: [
        `range must be [start,end] with 0 <= start <= ${MAX_OFFSET}, start <= end and at most ${maxLimit} rows`,
      ],
    });
  }

  const filter = parseJson('filter', query.filter) ?? {};
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) {
    throw new InvalidInputError({ filter: ['filter must be a JSON object'] });
  }
  if ('id' in filter)
    (filter as { id: unknown }).id = parseIdFilter((filter as { id: unknown }).id, maxLimit);
  return {
    sort: { field: sortRaw[0], order },
    offset: rangeRaw[0],
    limit: rangeRaw[1] - rangeRaw[0] + 1,
    filter: filter as Partial<F>,
  };
}

/**
 * `filter={"id":[1,2]}` is react-admin's getMany; every resource's ids are positive integers. Checked
 * here, once for every resource, so `{"id":["x"]}` is a 422 rather than a query the database refuses (a
 * 500). Digits in a string ("12") are taken as the number; one id alone is a list of one.
 */
function parseIdFilter(raw: unknown, maxIds: number): number[] {
  const list = Array.isArray(raw) ? raw : [raw];
  const ids = list.map((value) =>
    typeof value === 'string' && /^[0-9]{1,15}$/.test(value) ? Number(value) : value,
  );
  if (
    ids.length > maxIds ||
    !ids.every((id): id is number => typeof id === 'number' && Number.isSafeInteger(id) && id > 0)
  ) {
    throw new InvalidInputError({
      filter: [`filter id must be a positive integer or a list of at most ${maxIds} of them`],
    });
  }
  return ids;
}

/** The `Content-Range` header react-admin reads the total from: `countries 0-24/250`. */
export function contentRange(resource: string, offset: number, count: number, total: number): string {
  const end = count === 0 ? offset : offset + count - 1;
  return `${resource} ${offset}-${end}/${total}`;
}
