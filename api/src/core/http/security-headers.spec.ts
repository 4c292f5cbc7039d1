import express from 'express';
import helmet, { type HelmetOptions } from 'helmet';
import request from 'supertest';
import { securityHeaders } from './security-headers';

const OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: { 'img-src': ["'self'", 'data:'], 'upgrade-insecure-requests': null },
  },
  crossOriginResourcePolicy: { policy: 'same-site' },
};

async function headersOf(middleware: express.RequestHandler): Promise<Record<string, string>> {
  const app = express()
    .use(middleware)
    .get('/', (_req, res) => res.json({ ok: true }));
  const res = await request(app).get('/');
  const { date: _date, etag: _etag, ...rest } = res.headers as Record<string, string>;
  return rest;
}

describe('securityHeaders', () => {
  it('sets exactly the headers helmet sets, without running helmet per request', async () => {
    const recorded = await headersOf(securityHeaders(OPTIONS));
    expect(recorded).toEqual(await headersOf(helmet(OPTIONS)));
    expect(recorded['content-security-policy']).toContain("img-src 'self' data:");
    expect(recorded['x-powered-by']).toBeUndefined();
  });

  it('falls back to helmet itself when a directive depends on the request', async () => {
    const perRequest: HelmetOptions = {
      contentSecurityPolicy: {
        directives: { 'script-src': ["'self'", (req) => `'nonce-${req.url?.length}'`] },
      },
    };
    const headers = await headersOf(securityHeaders(perRequest));
    expect(headers['content-security-policy']).toContain("'nonce-1'");
  });
});
