import { ApiClient } from '@app/contracts';

import { env } from './env.server';
import { getToken } from './session.server';

/**
 * The visitor's address as member-web/server.mjs resolved it (it overwrites any X-Client-IP a visitor
 * sends), forwarded so that the API's per-address limits count visitors rather than the site.
 */
function visitorHeaders(request: Request): Record<string, string> {
  const ip = request.headers.get('x-client-ip');
  return ip ? { 'x-forwarded-for': ip } : {};
}

/** A member API client for this request: the API from the settings, the visitor's token if signed in. */
export async function apiFor(request: Request): Promise<ApiClient> {
  return new ApiClient({
    baseUrl: env.API_URL,
    token: await getToken(request),
    headers: visitorHeaders(request),
  });
}
