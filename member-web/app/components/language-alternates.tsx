import { useLocation, useMatches } from '@remix-run/react';

import { LANGUAGE_PARAM, LANGUAGES } from '../i18n/languages';
import { PUBLIC_PAGE } from '../page-cache';

/**
 * The hreflang alternates of a public page (issue 35): the same address in each language, named outright
 * with `?lang=`, and the plain address as x-default (its language follows the visitor's cookie or
 * browser). Only on the pages search engines see (`handle = PUBLIC_PAGE`); `origin` is the site's public
 * address.
 */
export function LanguageAlternates({ origin }: { origin?: string }) {
  const matches = useMatches();
  const location = useLocation();
  const leaf = matches[matches.length - 1];
  const handle = leaf?.handle as { cache?: unknown } | undefined;
  if (!origin || handle?.cache !== PUBLIC_PAGE.cache) return null;
  const plain = new URL(`${location.pathname}${location.search}`, origin);
  plain.searchParams.delete(LANGUAGE_PARAM);
  const address = (code: string) => {
    const url = new URL(plain);
    url.searchParams.set(LANGUAGE_PARAM, code);
    return url.toString();
  };
  return (
    <>
      {LANGUAGES.map((language) => (
        <link key={language.code} rel="alternate" hrefLang={language.code} href={address(language.code)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={plain.toString()} />
    </>
  );
}
