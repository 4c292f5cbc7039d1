import { ApiClient } from '@app/contracts';

import { env } from './env.server';
import { getToken } from './session.server';

/** A member API client for this request: the API from the settings, the visitor's token if signed in. */
export async function apiFor(request: Request): Promise<ApiClient> {
  return new ApiClient({ baseUrl: env.API_URL, token: await getToken(request) });
}
