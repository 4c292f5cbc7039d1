import { Link } from '@remix-run/react';

import { useT } from '../../i18n/i18n';

/**
 * Previous / next page links of a paged list (`?page=n`): plain links, so paging works without JavaScript
 * (in place of the seeds' infinite scrolling, as on the social pages).
 */
export function Pager({ page, lastPage, extra = '' }: { page: number; lastPage: number; extra?: string }) {
  const { t } = useT('owner');
  if (lastPage <= 1) return null;
  const to = (n: number) => `?page=${n}${extra}`;
  return (
    <nav className="pager" aria-label={t('pager.label')}>
      {page > 1 ? <Link to={to(page - 1)}>{t('pager.previous')}</Link> : null}
      <span>{t('pager.page', { page, last: lastPage })}</span>
      {page < lastPage ? <Link to={to(page + 1)}>{t('pager.next')}</Link> : null}
    </nav>
  );
}
