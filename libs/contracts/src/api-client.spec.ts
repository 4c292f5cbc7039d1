import { describe, expect, it } from '@jest/globals';
import { ApiClient, ApiError } from './api-client.js';

/** A fetch that answers each call from the list and records the URLs and headers it was called with. */
function fakeFetch(answers: Array<{ status: number; body: unknown }>) {
  const calls: Array<{ url: URL; headers: Record<string, string> }> = [];
  const impl = (async (url: URL, init: RequestInit) => {
    calls.push({ url, headers: init.headers as Record<string, string> });
    const answer = answers.shift() ?? { status: 500, body: undefined };
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
      status: answer.status,
    });
  }) as unknown as typeof fetch;
  return { impl, calls };
}

const page = <T>(rows: T[]) => ({ status_code: 200, message: '', data: { data: rows } });

describe('ApiClient', () => {
  it('fetches every page of a country’s states until an empty page, with the query the seeds’ clients send', async () => {
    const { impl, calls } = fakeFetch([
      { status: 200, body: page([{ id: 1, name: 'A' }]) },
      { status: 200, body: page([{ id: 2, name: 'B' }]) },
      { status: 200, body: page([]) },
    ]);
    const client = new ApiClient({ baseUrl: 'http://api.test', fetch: impl });

    expect(await client.allStates(101)).toEqual([
      { id: 1, name: 'A' },
      { id: 2, name: 'B' },
    ]);
    expect(calls.map((c) => c.url.searchParams.get('page'))).toEqual(['1', '2', '3']);
    expect(calls[0]!.url.pathname).toBe('/api/rw-states_of_country');
    expect(calls[0]!.url.searchParams.get('country_id')).toBe('101');
  });

  it('sends the token as a bearer header only when it has one', async () => {
    const { impl, calls } = fakeFetch([
      { status: 200, body: page([]) },
      { status: 200, body: page([]) },
    ]);
    const anonymous = new ApiClient({ baseUrl: 'http://api.test', fetch: impl });
    await anonymous.allCities(4030);
    await anonymous.withToken('t0ken').allCities(4030);
    expect(calls[0]!.headers.authorization).toBeUndefined();
    expect(calls[1]!.headers.authorization).toBe('Bearer t0ken');
  });

  it('throws ApiError with the first message of each field of a 422 answer', async () => {
    const { impl } = fakeFetch([
      {
        status: 422,
        body: {
          status_code: 422,
          message: 'Invalid',
          data: null,
          errors: { email: ['Taken', 'Other'], name: [] },
        },
      },
    ]);
    const client = new ApiClient({ baseUrl: 'http://api.test', fetch: impl });
    const error = await client.allStates(1).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(422);
    expect((error as ApiError).message).toBe('Invalid');
    expect((error as ApiError).fieldErrors()).toEqual({ email: 'Taken', name: '' });
  });

  it('treats an answer that is not JSON as an error, even with a 200', async () => {
    const impl = (async () =>
      new Response('<html>proxy page</html>', { status: 200 })) as unknown as typeof fetch;
    const error = await new ApiClient({ baseUrl: 'http://api.test', fetch: impl })
      .allStates(1)
      .catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('API answered 200');
  });
});
