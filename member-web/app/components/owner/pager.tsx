import { Link } from '@remix-run/react';

/**
 * Previous / next page links of a paged list (`?page=n`): plain links, so paging works without JavaScript
 * (in place of the seeds' infinite scrolling, as on the social pages).
 */
export function Pager({ page, lastPage, extra = '' }: { page: number; lastPage: number; extra?: string }) {
  if (lastPage <= 1) return null;
  const to = (n: number) => `?page=${n}${extra}`;
  return (
    <nav className="pager" aria-label="Pages">
      {page > 1 ? <Link to={to(page - 1)}>Previous page</Link> : null}
      <span>
        Page {page} of {lastPage}
      </span>
      {page < lastPage ? <Link to={to(page + 1)}>Next page</Link> : null}
    </nav>
  );
}
