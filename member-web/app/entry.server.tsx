import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { RETRY_AFTER_SECONDS } from '@app/contracts';
import type { EntryContext, HandleDataRequestFunction } from '@remix-run/node';
import { createReadableStreamFromReadable } from '@remix-run/node';
import { RemixServer } from '@remix-run/react';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { env } from './env.server';
import { heldUntil, holdPage } from './held-pages.server';
import { dependsOnAcceptLanguage, type LanguageSource } from './i18n/language.server';
import { NonceContext } from './nonce';
import {
  finishPublicPage,
  isPublicDocument,
  NONCE_PLACEHOLDER,
  notModified,
  pageVary,
  PRIVATE_CACHE_CONTROL,
  PUBLIC_CACHE_CONTROL,
  routeIsHeld,
} from './page-cache.server';
import { sitePageCsp } from './security-headers.server';
import { tooManyWait } from './unavailable';

const ABORT_DELAY = 5_000;

/**
 * Remix's default Node entry, plus the page's Content-Security-Policy: a fresh nonce per document, given to
 * every inline script React and Remix render. A route that sets its own policy (the payment page) keeps it.
 * Development (Vite's own inline scripts and hot reload) runs without a policy.
 */
// For server.mjs, which answers held pages before Remix renders (decision 380).
export { heldPage, inPageScope } from './held-pages.server';
export { notModified } from './page-cache.server';

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  // Who may keep this document (decision 310): public pages without a session go to shared caches,
  // everything else is the visitor's own. A route that chose its own Cache-Control keeps it.
  const cacheable = isPublicDocument(request, responseStatusCode, responseHeaders, remixContext);
  if (!responseHeaders.has('Cache-Control')) {
    responseHeaders.set('Cache-Control', cacheable ? PUBLIC_CACHE_CONTROL : PRIVATE_CACHE_CONTROL);
  }
  // The page's language (the root loader chose it, decision 322): named in Content-Language, and in Vary
  // when the browser's Accept-Language chose it (or could have).
  const root = remixContext.staticHandlerContext.loaderData?.root as
    { language?: string; languageSource?: LanguageSource } | null | undefined;
  responseHeaders.append(
    'Vary',
    pageVary(!root?.languageSource || dependsOnAcceptLanguage(root.languageSource)),
  );
  if (root?.language && !responseHeaders.has('Content-Language')) {
    responseHeaders.set('Content-Language', root.language);
  }
  const withPolicy = env.NODE_ENV === 'production' && !responseHeaders.has('Content-Security-Policy');
  if (cacheable) return renderPublicPage(request, responseHeaders, remixContext, withPolicy);

  const nonce = randomBytes(16).toString('base64');
  if (withPolicy) responseHeaders.set('Content-Security-Policy', sitePageCsp(nonce));
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

/**
 * A public page: rendered whole with the placeholder nonce, then given its nonce and ETag, so that a shared
 * cache can keep it and a browser that has this version gets a 304 (page-cache.server.ts).
 */
function renderPublicPage(
  request: Request,
  responseHeaders: Headers,
  remixContext: EntryContext,
  withPolicy: boolean,
): Promise<Response> {
  // The loaders have run: what they read from the shared data says how long this page may be held.
  const holdUntil = routeIsHeld(remixContext) ? heldUntil() : 0;
  return new Promise((resolve, reject) => {
    let failed = false;
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('error', reject);
    sink.on('end', () => {
      const page = finishPublicPage(Buffer.concat(chunks).toString('utf8'));
      responseHeaders.set('Content-Type', 'text/html');
      responseHeaders.set('ETag', page.etag);
      if (withPolicy) responseHeaders.set('Content-Security-Policy', sitePageCsp(page.nonce));
      // A part of the page failed after all: say so, and let no cache keep it.
      if (failed) responseHeaders.set('Cache-Control', PRIVATE_CACHE_CONTROL);
      // A page made of shared data only: the next visitor gets these bytes without a render (decision 380).
      if (!failed && holdUntil > 0)
        holdPage(request, holdUntil, page.html, page.etag, responseHeaders).catch((error: unknown) =>
          console.error(error),
        );
      if (!failed && notModified(request, page.etag)) {
        resolve(new Response(null, { status: 304, headers: responseHeaders }));
        return;
      }
      resolve(new Response(page.html, { status: failed ? 500 : 200, headers: responseHeaders }));
    });
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={NONCE_PLACEHOLDER}>
        <RemixServer
          context={remixContext}
          url={request.url}
          abortDelay={ABORT_DELAY}
          nonce={NONCE_PLACEHOLDER}
        />
      </NonceContext.Provider>,
      {
        nonce: NONCE_PLACEHOLDER,
        onAllReady() {
          pipe(sink);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          failed = true;
          console.error(error);
        },
      },
    );
    setTimeout(abort, ABORT_DELAY);
  });
}

/**
 * The data of a client-side navigation (`*.data`) is always the visitor's own: no shared cache keeps it
 * (its page's HTML may be public; decision 310).
 */
export const handleDataRequest: HandleDataRequestFunction = (response) => {
  if (!response.headers.has('Cache-Control')) response.headers.set('Cache-Control', PRIVATE_CACHE_CONTROL);
  return response;
};
