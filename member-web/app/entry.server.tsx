import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { RETRY_AFTER_SECONDS } from '@app/contracts';
import type { EntryContext } from '@remix-run/node';
import { createReadableStreamFromReadable } from '@remix-run/node';
import { RemixServer } from '@remix-run/react';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { env } from './env.server';
import { NonceContext } from './nonce';
import { sitePageCsp } from './security-headers.server';
import { tooManyWait } from './unavailable';

const ABORT_DELAY = 5_000;

/**
 * Remix's default Node entry, plus the page's Content-Security-Policy: a fresh nonce per document, given to
 * every inline script React and Remix render. A route that sets its own policy (the payment page) keeps it.
 * Development (Vite's own inline scripts and hot reload) runs without a policy.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  const nonce = randomBytes(16).toString('base64');
  if (env.NODE_ENV === 'production' && !responseHeaders.has('Content-Security-Policy')) {
    responseHeaders.set('Content-Security-Policy', sitePageCsp(nonce));
  }
  // The "temporarily unavailable" page (the API answered 503 or could not be reached): say when to retry.
  // A thrown Response's own headers do not reach the document, only its status.
  if (responseStatusCode === 503 && !responseHeaders.has('Retry-After')) {
    responseHeaders.set('Retry-After', String(RETRY_AFTER_SECONDS));
  }
  // The "too many requests" page (the API's rate limiter refused a call for this visitor): its wait, as
  // the API gave it, travels in the thrown answer's data (api.server.ts).
  if (responseStatusCode === 429 && !responseHeaders.has('Retry-After')) {
    const errors = Object.values(remixContext.staticHandlerContext.errors ?? {});
    const wait = errors.map(tooManyWait).find((seconds) => seconds !== null);
    if (wait) responseHeaders.set('Retry-After', String(wait));
  }
  // Crawlers (and SPA mode) get the whole document at once; browsers get the shell as soon as it is ready.
  const waitForAll = isbot(request.headers.get('user-agent') ?? '') || remixContext.isSpaMode;

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const ready = () => {
      shellRendered = true;
      const body = new PassThrough();
      responseHeaders.set('Content-Type', 'text/html');
      resolve(
        new Response(createReadableStreamFromReadable(body), {
          headers: responseHeaders,
          status: responseStatusCode,
        }),
      );
      pipe(body);
    };
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        ...(waitForAll ? { onAllReady: ready } : { onShellReady: ready }),
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors of the shell itself reject and are logged by Remix; these come from inside it.
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, ABORT_DELAY);
  });
}
