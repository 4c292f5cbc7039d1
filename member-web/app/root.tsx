import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
} from '@remix-run/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';

import { optionalMember } from './accounts.server';
import { ChatColumn } from './components/chat-column';
import { SiteFooter } from './components/site-footer';
import { SiteHeader } from './components/site-header';
import { headerMember } from './components/user-menu';
import { LanguageAlternates } from './components/language-alternates';
import { LiveProvider } from './components/live-channel';
import { env } from './env.server';
import { i18nFor, metaT, useT } from './i18n/i18n';
import { chooseLanguage } from './i18n/language.server';
import { useNonce } from './nonce';
import { mayBeShared } from './page-cache.server';
import { unreadMessages } from './conversations.server';
import { unreadNotifications } from './notifications.server';
import appStyles from './styles/app.css?url';
import './styles/experience.css';
import { type CommonTexts, tooManyTitle, tooManyWait, unavailableTitle } from './unavailable';

export const links: LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'stylesheet', href: appStyles },
];

export const meta: MetaFunction = ({ error, matches }) => {
  const t = metaT(matches, 'common');
  return [
    { title: error ? `${errorTitle(error, t)} | ${t('siteName')}` : t('siteName') },
    { name: 'description', content: t('meta.description') },
  ];
};

export async function loader({ request }: LoaderFunctionArgs) {
  // The header's name and photo; a dead token (401) shows the signed-out header.
  const { signedIn, member } = await optionalMember(request);
  // The page's language (decision 322): `?lang=`, then the signed-in member's saved one (decision 390).
  const { language, source } = await chooseLanguage(request, member?.language ?? null);
  return {
    language,
    // Whether another Accept-Language could give another page: entry.server.tsx adds it to Vary.
    languageSource: source,
    // The public address, for the hreflang alternates of public pages.
    origin: env.PUBLIC_WEB_URL,
    supportEmail: env.SUPPORT_EMAIL,
    isSignedIn: signedIn,
    member: member ? headerMember(member) : null,
    unreadNotifications: signedIn ? await unreadNotifications(request) : null,
    // The reference a failed page shows (server.mjs gives every request one); not in pages that shared
    // caches may keep (page-cache.server.ts).
    requestId: mayBeShared(request) ? null : request.headers.get('x-request-id'),
    unreadMessages: signedIn ? await unreadMessages(request) : null,
  };
}

/** The document and the shared layout, used by the pages and by the error boundary alike. */
export function Layout({ children }: { children: ReactNode }) {
  // Undefined when the root loader itself failed; the layout still renders, without the support address.
  const data = useRouteLoaderData<typeof loader>('root');
  const nonce = useNonce();
  // The browser picks the same instance from the same loader data: it hydrates in the server's language.
  const i18n = i18nFor(data?.language);
  return (
    <I18nextProvider i18n={i18n}>
      <html lang={i18n.language}>
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <Meta />
          <Links />
          <LanguageAlternates origin={data?.origin} />
        </head>
        <body>
          {/* One live connection for the whole page, signed in (decision 272): messages, receipts, badges. */}
          <LiveProvider enabled={data?.isSignedIn ?? false}>
            <a className="skip-link" href="#main">
              {i18n.t('common:skipToContent')}
            </a>
            <SiteHeader isSignedIn={data?.isSignedIn ?? false} member={data?.member} />
            <main id="main" className="site-main">
              {children}
            </main>
            {data?.isSignedIn ? <ChatColumn /> : null}
            <SiteFooter supportEmail={data?.supportEmail} agent={data?.member?.atmnirbhar === 'panel'} />
          </LiveProvider>
          <ScrollRestoration nonce={nonce} />
          <Scripts nonce={nonce} />
        </body>
      </html>
    </I18nextProvider>
  );
}

export default function App() {
  return <Outlet />;
}

/** The browser tab's title of an error page, in the page's language. */
function errorTitle(error: unknown, t: CommonTexts) {
  if (isRouteErrorResponse(error) && error.status === 404) return t('errors.pageNotFound');
  if (isRouteErrorResponse(error) && error.status === 503) return unavailableTitle(t);
  if (tooManyWait(error) !== null) return tooManyTitle(t);
  return t('errors.wrong');
}

export function ErrorBoundary() {
  const { t } = useT('common');
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const unavailable = isRouteErrorResponse(error) && error.status === 503;
  const wait = tooManyWait(error);
  const title = notFound
    ? t('errors.pageNotFound')
    : unavailable
      ? t('errors.unavailableTitle')
      : wait !== null
        ? t('errors.tooManyTitle')
        : t('errors.wrong');
  const detail = notFound
    ? t('errors.pageNotFoundText')
    : unavailable
      ? t('errors.unavailable')
      : wait !== null
        ? t('errors.tooMany', { count: wait })
        : isRouteErrorResponse(error)
          ? `${error.status} ${error.statusText}`
          : t('errors.unexpected');
  if (!isRouteErrorResponse(error)) console.error(error);
  const requestId = useRouteLoaderData<typeof loader>('root')?.requestId;
  const serverFault = !notFound && (!isRouteErrorResponse(error) || error.status >= 500);
  return (
    <div className="container page">
      <h1>{title}</h1>
      <p>{detail}</p>
      {serverFault && requestId ? (
        <p>
          {t('errors.reference')} <code>{requestId}</code>
        </p>
      ) : null}
      <p>
        <a href="/">{t('errors.homePage')}</a>
      </p>
    </div>
  );
}
