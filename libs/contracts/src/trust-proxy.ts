/**
 * TRUST_PROXY, read the same way by the API and the member site's server: which peers may tell us the
 * client's address in X-Forwarded-For. It takes Express's "trust proxy" syntax, minus `true`:
 *
 * - `false` (or `0`): no peer is trusted; the client is whoever opened the connection;
 * - a hop count `n`: the n proxies nearest to us are trusted, whatever their address;
 * - a comma-separated list of addresses, CIDR ranges and the names `loopback` (127.0.0.0/8, ::1),
 *   `linklocal` and `uniquelocal` (10/8, 172.16/12, 192.168/16, fc00::/7).
 *
 * `true` (trust every peer) is refused: with it any client names its own address and walks around every
 * per-address limit.
 */
export type TrustProxy = false | number | string[];

const NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isIpv4(text: string): boolean {
  const parts = text.split('.');
  return parts.length === 4 && parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255);
}

function isIpv6(text: string): boolean {
  return text.includes(':') && /^[0-9a-f:.]+$/i.test(text) && text.split('::').length <= 2;
}

function isAddressOrRange(entry: string): boolean {
  if (NAMES.has(entry)) return true;
  const [address, prefix, extra] = entry.split('/');
  if (extra !== undefined || !address) return false;
  const v4 = isIpv4(address);
  if (!v4 && !isIpv6(address)) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (v4 ? 32 : 128);
}

/** The Express "trust proxy" value of a TRUST_PROXY setting; throws an Error naming what is wrong. */
export function parseTrustProxy(value: string): TrustProxy {
  const text = value.trim();
  if (text === 'false' || text === '0') return false;
  if (text === 'true') {
    throw new Error('true would trust every client; name the proxies (addresses, CIDRs) or a hop count');
  }
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isAddressOrRange(entry));
  if (bad.length || !text) {
    throw new Error(
      `not an address, CIDR range, loopback, linklocal or uniquelocal: ${bad.join(', ') || '(empty)'}`,
    );
  }
  return entries;
}
