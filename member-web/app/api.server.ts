import { ApiClient } from '@app/contracts';

import { env } from './env.server';
import { getToken } from './session.server';

/**
 * The visitor's address as member-web/server.mjs resolved it (it overwrites any X-Client-IP a visitor
 * sends), forwarded so that the API's per-address limits count visitors rather than the site.
 */
function visitorHeaders(request: Request): Record<string, string> {
  const ip = request.headers.get('x-client-ip');
  // The page request's id (server.mjs): the API logs its lines under the same id.
  const requestId = request.headers.get('x-request-id');
  return { ...(ip && { 'x-forwarded-for': ip }), ...(requestId && { 'x-request-id': requestId }) };
}

/**
 * An API that cannot be reached (connection refused or reset, unknown host) is an outage like an API that
 * answers 503, not a bug: the page says the site is temporarily unavailable and the member stays signed in.
 */
const fetchOrUnavailable: typeof fetch = async (input, init) => {
  try {
    return await fetch(input, init);
  } catch (error) {
    console.error('member-web: the API is unreachable', error);
    return new Response(null, { status: 503 });
  }
};

/** A member API client for this request: the API from the settings, the visitor's token if signed in. */
export async function apiFor(request: Request): Promise<ApiClient> {
  return new ApiClient({
    baseUrl: env.API_URL,
    token: await getToken(request),
    headers: visitorHeaders(request),
    fetch: fetchOrUnavailable,
  });
}
