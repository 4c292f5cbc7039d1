import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ApiClient } from '@app/contracts';

import { fetchFromApi, visitorHeaders } from './api.server';
import { tooManyWait } from './unavailable';

/** A stand-in API on a real port: answers what the path asks for and remembers the headers it got. */
let server: Server;
let base: string;
const seen: IncomingHttpHeaders[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(req.headers);
    const envelope = (status: number, message: string) =>
      JSON.stringify({ status_code: status, message, data: null });
    if (req.url === '/api/limited') {
      res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '37' });
      res.end(envelope(429, 'Too many requests. Please wait a moment and try again.'));
    } else if (req.url === '/api/daily-cap') {
      res.writeHead(429, { 'content-type': 'application/json' });
      res.end(envelope(429, 'You can see 50 contacts a day.'));
    } else {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(envelope(200, 'ok'));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const visitor = new Request('http://site.test/login', { headers: { 'x-client-ip': '203.0.113.9' } });
const client = () => new ApiClient({ baseUrl: base, headers: visitorHeaders(visitor), fetch: fetchFromApi });

describe('calls from the site to the API', () => {
  it("carry the visitor's address", async () => {
    await client().get('anything');
    expect(seen.at(-1)?.['x-forwarded-for']).toBe('203.0.113.9');
  });

  it("turn the rate limiter's 429 into the too-many-requests answer with the API's wait", async () => {
    const thrown = await client()
      .get('limited')
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(thrown).toBeInstanceOf(Response);
    const answer = thrown as Response;
    expect(answer.status).toBe(429);
    expect(answer.headers.get('retry-after')).toBe('37');
    expect(tooManyWait({ status: 429, data: await answer.json() })).toBe(37);
  });

  it('leave a domain 429 without Retry-After to the caller, with its message', async () => {
    await expect(client().get('daily-cap')).rejects.toMatchObject({
      status: 429,
      message: 'You can see 50 contacts a day.',
    });
  });

  it('answer 503 when the API cannot be reached', async () => {
    const response = await fetchFromApi('http://127.0.0.1:9/api/user');
    expect(response.status).toBe(503);
  });
});
