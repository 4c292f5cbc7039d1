/**
 * Who a passkey is for (the WebAuthn "relying party"): the host of the site that asks for it, and the
 * origins the browser may report. Derived from PUBLIC_WEB_URL (members) and PUBLIC_ADMIN_URL (staff), so
 * there is no second setting to keep in step (docs/decisions/222).
 */
export interface RelyingParty {
  /** The RP ID: the site's host name, without port. */
  id: string;
  /** Origins accepted in the browser's clientDataJSON. */
  origins: string[];
}

const LOOPBACK_ADDRESS = /^(127(\.\d{1,3}){3}|\[::1\])$/;

/**
 * Browsers refuse an IP address as RP ID, and http://127.0.0.1 is not a secure context while
 * http://localhost is. So a development or test stack published on a loopback address gets its passkeys
 * on `localhost` at the same port (the site answers there too): decision 223.
 */
export function relyingParty(publicUrl: string): RelyingParty {
  const url = new URL(publicUrl);
  if (LOOPBACK_ADDRESS.test(url.hostname)) {
    url.hostname = 'localhost';
    return { id: 'localhost', origins: [url.origin] };
  }
  return { id: url.hostname, origins: [url.origin] };
}
