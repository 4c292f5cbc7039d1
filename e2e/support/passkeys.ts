import type { CDPSession, Page } from '@playwright/test';

/**
 * WebAuthn needs a secure context and a domain as RP ID: http://127.0.0.1 is neither, http://localhost is
 * both. The API gives a stack published on a loopback address its passkeys on `localhost` at the same port
 * (decision 223), so the passkey journeys open the site and the console there.
 */
export const onLocalhost = (url: string) => {
  const u = new URL(url);
  if (/^127\./.test(u.hostname)) u.hostname = 'localhost';
  return u.origin;
};

/**
 * Chromium's virtual authenticator on this page (DevTools protocol): a platform authenticator with
 * resident keys that verifies the user at once, as a phone's or laptop's screen lock would.
 */
export async function addVirtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; id: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, id: authenticatorId };
}

/** The passkeys the virtual authenticator holds, with their signature counters. */
export async function virtualCredentials(auth: { cdp: CDPSession; id: string }) {
  const { credentials } = await auth.cdp.send('WebAuthn.getCredentials', { authenticatorId: auth.id });
  return credentials;
}
