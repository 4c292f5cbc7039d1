import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, type DataProvider, type Identifier, type RaRecord } from 'react-admin';
import { ADMIN_API } from './adminApi';
import { withFieldMessages } from './fieldErrors';
import { pagedGetList } from './paging';
import { session } from './session';

const httpClient = (url: string, options: fetchUtils.Options = {}) => {
  const token = session.token();
  return fetchUtils
    .fetchJson(url, {
      ...options,
      // fetchJson merges this into options.headers (ra-data-simple-rest already sets a Range header there).
      user: token ? { authenticated: true, token: `Bearer ${token}` } : undefined,
    })
    .catch((error: unknown) => Promise.reject(withFieldMessages(error)));
};

const post = async <T>(path: string, body: unknown): Promise<T> => {
  const { json } = await httpClient(`${ADMIN_API}/${path}`, { method: 'POST', body: JSON.stringify(body) });
  return json as T;
};

/**
 * The routes that are not create/read/update/delete of a record (moderation decisions, account
 * restrictions, counters): one method each, called through useDataProvider() like the standard ones, so the
 * token, the error handling and a 401's sign-out stay in one place.
 */
const commands = {
  /** POST /admin-api/<resource>/<id>/<command>: answers the updated record. */
  command<T extends RaRecord = RaRecord>(
    resource: string,
    id: Identifier,
    command: string,
    body: object = {},
  ): Promise<T> {
    return post<T>(`${resource}/${encodeURIComponent(String(id))}/${command}`, body);
  },

  /** POST /admin-api/<resource>/bulk: answers the ids the command was applied to. */
  async bulk(resource: string, ids: Identifier[], action: string): Promise<Identifier[]> {
    return (await post<{ data: Identifier[] }>(`${resource}/bulk`, { ids, action })).data;
  },

  /** POST /admin-api/<path>: a plain JSON answer that is not a record (the queue dashboard's ticket). */
  post<T>(path: string, body: object = {}): Promise<T> {
    return post<T>(path, body);
  },

  /** GET /admin-api/<path>: a plain JSON answer that is not a list of records (counters). */
  async read<T>(path: string): Promise<T> {
    return (await httpClient(`${ADMIN_API}/${path}`)).json as T;
  },
};

export type ConsoleDataProvider = DataProvider & typeof commands;

const rest = simpleRestProvider(ADMIN_API, httpClient);

export const dataProvider: ConsoleDataProvider = {
  ...rest,
  // Pages larger than the API allows (the Export button's) are read in allowed pages: see paging.ts.
  getList: (resource, params) => pagedGetList(rest.getList.bind(rest), resource, params) as never,
  ...commands,
};
