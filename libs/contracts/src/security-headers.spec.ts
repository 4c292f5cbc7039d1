import { describe, expect, it } from '@jest/globals';
import { securityHeaders } from './security-headers.js';

describe('securityHeaders', () => {
  const api = securityHeaders({
    https: false,
    crossOriginResourcePolicy: 'same-site',
    contentSecurityPolicy: "default-src 'self'",
  });

  it('forbids framing and sniffing on every app', () => {
    for (const checkout of [false, true]) {
      const headers = securityHeaders({ https: false, crossOriginResourcePolicy: 'same-origin', checkout });
      expect(headers['X-Frame-Options']).toBe('DENY');
      expect(headers['X-Content-Type-Options']).toBe('nosniff');
      expect(headers['Permissions-Policy']).toContain('camera=()');
      expect(headers['Permissions-Policy']).toContain('microphone=()');
    }
  });

  it('sends no referrer, no payment API and an isolated window where nothing is paid for', () => {
    expect(api['Referrer-Policy']).toBe('no-referrer');
    expect(api['Permissions-Policy']).toContain('payment=()');
    expect(api['Cross-Origin-Opener-Policy']).toBe('same-origin');
  });

  it("keeps what the payment providers' checkout needs on the member site", () => {
    const site = securityHeaders({ https: false, crossOriginResourcePolicy: 'cross-origin', checkout: true });
    expect(site['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(site['Permissions-Policy']).not.toContain('payment');
    expect(site).not.toHaveProperty('Cross-Origin-Opener-Policy');
  });

  it('adds Strict-Transport-Security only when the app is served over https', () => {
    expect(api).not.toHaveProperty('Strict-Transport-Security');
    const https = securityHeaders({ https: true, crossOriginResourcePolicy: 'same-site' });
    expect(https['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
  });

  it("sets the app's own policy, and none where each page sets its own", () => {
    expect(api['Content-Security-Policy']).toBe("default-src 'self'");
    expect(securityHeaders({ https: false, crossOriginResourcePolicy: 'same-origin' })).not.toHaveProperty(
      'Content-Security-Policy',
    );
  });

  it('gives each app its resource policy', () => {
    expect(api['Cross-Origin-Resource-Policy']).toBe('same-site');
  });
});
