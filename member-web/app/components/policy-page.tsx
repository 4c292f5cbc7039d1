import { POLICY_SUPPORT_EMAIL, type PublicPolicyPage } from '@app/contracts';
import type { MetaFunction } from '@remix-run/node';
import { Link, useLoaderData, useLocation, useRouteLoaderData } from '@remix-run/react';
import type { ReactNode } from 'react';

import { metaT, useT } from '../i18n/i18n';
import { LANGUAGE_PARAM } from '../i18n/languages';
import type { loader as rootLoader } from '../root';

/** A static text page (policies, about): one h1 and readable prose. */
export function PolicyPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <article className="container page prose">
      <h1>{title}</h1>
      {intro ? <p className="lead">{intro}</p> : null}
      {children}
    </article>
  );
}

/** The support address from the settings (root loader), as a mail link. */
export function SupportEmailLink() {
  const { t } = useT('policies');
  const email = useRouteLoaderData<typeof rootLoader>('root')?.supportEmail;
  if (!email) return <>{t('supportTeam')}</>;
  return <a href={`mailto:${email}`}>{email}</a>;
}

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/**
 * A policy body with the support address where it names it (`{{support_email}}`): a mail link to the
 * address of the settings, or the words "our support team" when there is none.
 */
export function withSupportEmail(html: string, email: string | null | undefined, fallback: string): string {
  const link = email
    ? `<a href="mailto:${escapeHtml(encodeURI(email))}">${escapeHtml(email)}</a>`
    : escapeHtml(fallback);
  return html.split(POLICY_SUPPORT_EMAIL).join(link);
}

/**
 * A policy page as staff keep it in the console (decision 408), in the page's language. A Hindi page says
 * that the English page binds and links to it; a page asked for in Hindi that has no Hindi text shows the
 * English one and says so.
 */
export function PolicyText({ page }: { page: PublicPolicyPage }) {
  const { t } = useT('policies');
  const email = useRouteLoaderData<typeof rootLoader>('root')?.supportEmail;
  const { pathname } = useLocation();
  const translated = page.language !== page.binding_language;
  const fallback = page.asked !== page.language;
  return (
    <article className="container page prose" lang={page.language}>
      <h1>{page.title}</h1>
      {translated ? (
        <p className="policy-note" role="note">
          {t('bindingNote')}{' '}
          <Link to={`${pathname}?${LANGUAGE_PARAM}=${page.binding_language}`} lang={page.binding_language}>
            {t('readInEnglish')}
          </Link>
        </p>
      ) : null}
      {fallback ? (
        <p className="policy-note" role="note" lang={page.asked}>
          {t('notTranslated')}
        </p>
      ) : null}
      {page.intro ? <p className="lead">{page.intro}</p> : null}
      {/* Sanitized on the server (api: content/html-sanitizer.ts); the address is escaped here. */}
      <div
        className="policy-body"
        dangerouslySetInnerHTML={{
          __html: withSupportEmail(page.body, email, t('supportTeam', { lng: page.language })),
        }}
      />
    </article>
  );
}

/** What a policy route's loader answers (content-pages.server.ts `loadPolicyPage`). */
type PolicyLoaderData = { page: PublicPolicyPage };

/** A policy route's title and description, from the page in the reader's language. */
export const policyMeta: MetaFunction<() => Promise<PolicyLoaderData>> = ({ data, matches }) =>
  data
    ? [
        { title: metaT(matches, 'policies')('metaTitle', { title: data.page.title }) },
        { name: 'description', content: data.page.description },
      ]
    : [];

/**
 * A policy route's page: the text staff keep in the console in English and Hindi (decision 408), as its
 * loader read it. Each route keeps its address and its one-line loader naming the page.
 */
export function PolicyRoutePage() {
  const { page } = useLoaderData<PolicyLoaderData>();
  return <PolicyText page={page} />;
}
