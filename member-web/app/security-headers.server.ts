import { env } from './env.server';

const originOf = (url: string) => new URL(url).origin;

/**
 * The Content-Security-Policy of every page that does not set its own (the payment page sets a stricter
 * one, decision 040): scripts only from the site and inline ones carrying this response's nonce (Remix's
 * hydration and scroll restoration), images from the site and the API (post photos), connections to the
 * API's live channel, frames only from the
 * site itself (a professional's own resume in Edit Profile's viewer; every page of the site refuses to be
 * framed by its own frame-ancestors 'none', decision 111) and no framing by others.
 */
export function sitePageCsp(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self'",
    `img-src 'self' data: blob: ${originOf(env.API_URL)}`,
    "font-src 'self'",
    // The live channel of /messages: socket.io on the API (decision 272), over WebSocket.
    `connect-src 'self' ${originOf(env.API_URL)} ${originOf(env.API_URL).replace(/^http/, 'ws')}`,
    "form-action 'self'",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}
