import type { Envelope, Page } from './envelope.js';
import type { CityLight, CountryLight, Country, StateLight } from './locations.js';

/** An answer of the member API that was not a success; carries the envelope so callers can show its texts. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Envelope<unknown> | undefined,
  ) {
    super(body?.message ?? `API answered ${status}`);
  }

  /** Field messages of a 422 answer, first message per field. */
  fieldErrors(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const [field, messages] of Object.entries(this.body?.errors ?? {})) out[field] = messages[0] ?? '';
    return out;
  }
}

export interface ApiClientOptions {
  /** Origin of the API, e.g. http://127.0.0.1:4000 (no trailing slash). */
  baseUrl: string;
  token?: string;
  fetch?: typeof fetch;
  /** Extra headers, e.g. the visitor's address forwarded by the site. */
  headers?: Record<string, string>;
}

type Query = Record<string, string | number | undefined>;

/**
 * A small typed client for the member API (`/api`). Used by the member site's loaders and actions and by
 * the e2e suite; it speaks the envelope and throws {@link ApiError} for any non-2xx answer.
 */
export class ApiClient {
  private readonly fetchImpl: typeof fetch;

  constructor(private readonly options: ApiClientOptions) {
    this.fetchImpl = options.fetch ?? fetch;
  }

  withToken(token: string | undefined): ApiClient {
    return new ApiClient({ ...this.options, token });
  }

  async request<T>(
    method: string,
    path: string,
    init: { query?: Query; body?: unknown } = {},
  ): Promise<Envelope<T>> {
    const url = new URL(`/api/${path.replace(/^\//, '')}`, this.options.baseUrl);
    for (const [key, value] of Object.entries(init.query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
    const headers: Record<string, string> = { accept: 'application/json', ...this.options.headers };
    let body: BodyInit | undefined;
    if (init.body instanceof FormData) {
      body = init.body;
    } else if (init.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.body);
    }
    if (this.options.token) headers.authorization = `Bearer ${this.options.token}`;
    const response = await this.fetchImpl(url, { method, headers, body });
    const text = await response.text();
    let parsed: Envelope<T> | undefined;
    try {
      parsed = text ? (JSON.parse(text) as Envelope<T>) : undefined;
    } catch {
      parsed = undefined;
    }
    if (!response.ok || !parsed) throw new ApiError(response.status, parsed);
    return parsed;
  }

  get<T>(path: string, query?: Query) {
    return this.request<T>('GET', path, { query });
  }

  post<T>(path: string, body?: unknown) {
    return this.request<T>('POST', path, { body });
  }

  countries() {
    return this.get<CountryLight[]>('countries', { is_light: 1 });
  }

  country(id: number) {
    return this.get<Country>(`countries/${id}`);
  }

  statesPage(countryId: number, page: number, perPage = 1000) {
    return this.get<Page<StateLight>>('rw-states_of_country', {
      country_id: countryId,
      page,
      per_page: perPage,
      is_light: 1,
    });
  }

  citiesPage(stateId: number, page: number, perPage = 1000) {
    return this.get<Page<CityLight>>('rw-cities_of_state', {
      state_id: stateId,
      page,
      per_page: perPage,
      is_light: 1,
    });
  }

  /** Every state of a country, fetched page by page until an empty page, as the seeds' clients do. */
  async allStates(countryId: number): Promise<StateLight[]> {
    return collectPages((page) => this.statesPage(countryId, page));
  }

  async allCities(stateId: number): Promise<CityLight[]> {
    return collectPages((page) => this.citiesPage(stateId, page));
  }
}

async function collectPages<T>(fetchPage: (page: number) => Promise<Envelope<Page<T>>>): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page++) {
    const { data } = await fetchPage(page);
    if (data.data.length === 0) return rows;
    rows.push(...data.data);
  }
}
