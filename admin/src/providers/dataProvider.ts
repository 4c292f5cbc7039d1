import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils } from 'react-admin';
import { ADMIN_API } from './adminApi';
import { session } from './session';

const httpClient = (url: string, options: fetchUtils.Options = {}) => {
  const token = session.token();
  return fetchUtils.fetchJson(url, {
    ...options,
    // fetchJson merges this into options.headers (ra-data-simple-rest already sets a Range header there).
    user: token ? { authenticated: true, token: `Bearer ${token}` } : undefined,
  });
};

export const dataProvider = simpleRestProvider(ADMIN_API, httpClient);
