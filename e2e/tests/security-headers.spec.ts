import { securityHeaders } from '@app/contracts';
import { expect, test } from '@playwright/test';

import { urls } from '../support/urls';

const COMMON_HEADERS = {
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

test.describe('security headers of the member site', () => {
  test('every page gets a nonce-based CSP that forbids framing, plus nosniff, DENY and a referrer policy', async ({
    request,
  }) => {
    for (const path of ['/', '/login', '/RegisterNew', '/no-such-page']) {
      const response = await request.get(`${urls.web}${path}`);
      const headers = response.headers();
      expect(headers, path).toMatchObject(COMMON_HEADERS);
      expect(headers['permissions-policy']).toContain('camera=()');
      const csp = headers['content-security-policy'] ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).not.toContain('unsafe-eval');
      const nonce = /script-src 'self' 'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
      expect(nonce, `${path}: ${csp}`).toBeTruthy();
      // Every inline script of the page carries this response's nonce, and only this one.
      const html = await response.text();
      const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1]);
      expect(inlineScripts.length).toBeGreaterThan(0);
      for (const attributes of inlineScripts) expect(attributes).toContain(`nonce="${nonce}"`);
    }
  });

  test('a fresh nonce for each response', async ({ request }) => {
    const nonceOf = async () =>
      /'nonce-([^']+)'/.exec(
        (await request.get(`${urls.web}/login`)).headers()['content-security-policy'],
      )?.[1];
    expect(await nonceOf()).not.toBe(await nonceOf());
  });

  test('static files and resource routes carry the common headers too', async ({ request }) => {
    for (const path of ['/favicon.svg', '/resources/locations?country_id=101']) {
      const response = await request.get(`${urls.web}${path}`);
      expect(response.headers(), path).toMatchObject(COMMON_HEADERS);
    }
  });

  test('pages hydrate under the policy: no violation, client-side navigation works', async ({ page }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    await page.goto(`${urls.web}/`);
    // Remix sets its router on window once the page has hydrated: its inline scripts ran.
    await page.waitForFunction(() =>
      Boolean((window as unknown as { __remixRouter?: unknown }).__remixRouter),
    );
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
    const violations = await page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    );
    expect(violations).toEqual([]);
  });

  test('another page cannot frame the member site', async ({ page }) => {
    // setContent waits for the load event, the frame's included (a refused frame loads an error page).
    await page.setContent(`<iframe title="framed" src="${urls.web}/login"></iframe>`);
    await expect(page.frameLocator('iframe').getByLabel('Password')).toHaveCount(0);
    const framed = page.frames().find((frame) => frame !== page.mainFrame());
    expect(await framed?.evaluate(() => document.querySelector('form') !== null).catch(() => false)).toBe(
      false,
    );
  });
});

// One definition of the headers for the three servers (libs/contracts/src/security-headers.ts, decision
// 238); each keeps its own Content-Security-Policy.
test.describe('the headers every app shares', () => {
  const lowerCased = (headers: Record<string, string>) =>
    Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));

  test('the API sends them, with its policy, on its answers and its OpenAPI page', async ({ request }) => {
    const shared = lowerCased(securityHeaders({ https: false, crossOriginResourcePolicy: 'same-site' }));
    for (const path of ['/api/health', '/api/docs']) {
      const headers = (await request.get(`${urls.api}${path}`)).headers();
      expect(headers, path).toMatchObject(shared);
      expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    }
  });

  test('the console sends them, with its policy', async ({ request }) => {
    const shared = lowerCased(securityHeaders({ https: false, crossOriginResourcePolicy: 'same-origin' }));
    const headers = (await request.get(`${urls.admin}/`)).headers();
    expect(headers).toMatchObject(shared);
    expect(headers['content-security-policy']).toContain("script-src 'self'");
  });

  test('the member site sends them, with the allowances of the payment checkout', async ({ request }) => {
    const shared = lowerCased(
      securityHeaders({ https: false, crossOriginResourcePolicy: 'cross-origin', checkout: true }),
    );
    expect((await request.get(`${urls.web}/login`)).headers()).toMatchObject(shared);
  });
});
