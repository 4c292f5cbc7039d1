import { securityHeaders } from '@app/contracts';
import express from 'express';
import request from 'supertest';
import { API_CSP, apiSecurityHeaders } from './security-headers';

async function headersOf(https: boolean): Promise<Record<string, string>> {
  const app = express()
    .disable('x-powered-by')
    .use(apiSecurityHeaders({ https }))
    .get('/', (_req, res) => res.json({ ok: true }));
  return (await request(app).get('/')).headers as Record<string, string>;
}

describe('apiSecurityHeaders', () => {
  it('sets the shared headers with the API policy on every response', async () => {
    const headers = await headersOf(false);
    const shared = securityHeaders({
      contentSecurityPolicy: API_CSP,
      https: false,
      crossOriginResourcePolicy: 'same-site',
    });
    for (const [name, value] of Object.entries(shared)) expect(headers[name.toLowerCase()]).toBe(value);
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['strict-transport-security']).toBeUndefined();
  });

  it('tells browsers to keep to https when the API is served over https', async () => {
    expect((await headersOf(true))['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
