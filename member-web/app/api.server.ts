import { ApiClient } from '@app/contracts';

import { env } from './env.server';
import { requestLanguage } from './i18n/language.server';
import { getToken } from './session.server';
import { tooManyRequests } from './unavailable';

/**
 * The visitor's address as member-web/server.mjs resolved it (it overwrites any X-Client-IP a visitor
 * sends), forwarded so that the API's per-address limits count visitors rather than the site. Every call
 * the site's server makes to the API carries it: through apiFor() or apiFetch(), never a bare fetch.
 */
export function visitorHeaders(request: Request): Record<string, string> {
  const ip = request.headers.get('x-client-ip');
  // The page request's id (server.mjs): the API logs its lines under the same id.
  const requestId = request.headers.get('x-request-id');
  return { ...(ip && { 'x-forwarded-for': ip }), ...(requestId && { 'x-request-id': requestId }) };
}

/**
 * Every request of the site's server to the API goes through here.
 * - An API that cannot be reached (connection refused or reset, unknown host) is an outage like an API
 *   that answers 503, not a bug: the page says the site is temporarily unavailable and the member stays
 *   signed in.
 * - The API's rate limiter (a 429 that carries Retry-After; decision 290) ends the page: whatever the
 *   loader or action was doing, the visitor gets the "too many requests" page with the API's wait. A 429
 *   without Retry-After is a domain answer (the daily contact cap, an OTP asked again too soon) and stays
 *   with the caller, which shows its message in the form.
 */
export const fetchFromApi: typeof fetch = async (input, init) => {
  let response: Response;
  try {
    response = await fetch(input, init);
  } catch (error) {
    console.error('member-web: the API is unreachable', error);
    return new Response(null, { status: 503 });
  }
  const retryAfter = response.headers.get('retry-after');
  if (response.status === 429 && retryAfter !== null) {
    await response.body?.cancel();
    throw tooManyRequests(retryAfter);
  }
  return response;
};

/**
 * The reader's language for the API (decision 393): its messages and field errors come back in the page's
 * language; English answers stay the seeds' texts.
 */
async function languageHeaders(request: Request): Promise<Record<string, string>> {
  return { 'accept-language': await requestLanguage(request) };
}

/** A member API client for this request: the API from the settings, the visitor's token if signed in. */
export async function apiFor(request: Request): Promise<ApiClient> {
  return new ApiClient({
    baseUrl: env.API_URL,
    token: await getToken(request),
    headers: { ...visitorHeaders(request), ...(await languageHeaders(request)) },
    fetch: fetchFromApi,
  });
}

/**
 * A raw call to the API for what the envelope client does not carry (PDF downloads): the visitor's
 * address and token added, the same outage and rate-limit handling as apiFor().
 */
export async function apiFetch(
  request: Request,
  path: string,
  init: { accept: string; method?: string },
): Promise<Response> {
  const token = await getToken(request);
  return fetchFromApi(new URL(path, env.API_URL), {
    method: init.method ?? 'GET',
    headers: {
      accept: init.accept,
      ...visitorHeaders(request),
      ...(await languageHeaders(request)),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
}
