import { Link } from '@remix-run/react';
import type { TFunction } from 'i18next';
import type { ReactElement } from 'react';
import { Trans } from 'react-i18next';

/**
 * One sentence of the texts whose tags become links on the site, for the prose pages (help, contact,
 * policies): `links` gives each tag's path (`{ notices: '/Home/User/notices' }` turns
 * `<notices>…</notices>` into a link there); `components` adds any other tag (a <strong>, the support
 * address).
 */
export function LinkedText({
  t,
  i18nKey,
  values,
  links = {},
  components,
}: {
  t: TFunction;
  i18nKey: string;
  /** The sentence's placeholders ({{days}}...). */
  values?: Record<string, string | number>;
  links?: Record<string, string>;
  components?: Record<string, ReactElement>;
}) {
  const tags: Record<string, ReactElement> = { ...components };
  for (const [tag, to] of Object.entries(links)) tags[tag] = <Link to={to} />;
  return <Trans t={t} i18nKey={i18nKey} values={values} components={tags} />;
}
