import { Link } from '@remix-run/react';

/**
 * A header icon linking to a page, with its unread count beside it when there is one: the label names the
 * link (also as its tooltip), `shown` is the count as written ("99+"), `className` is the block the icon and
 * its count (`<className>__count`) are styled by.
 */
export function HeaderCountLink({
  to,
  className,
  label,
  iconPath,
  count,
  shown,
  testId,
}: {
  to: string;
  className: string;
  label: string;
  iconPath: string;
  count: number;
  shown: string | number;
  testId: string;
}) {
  return (
    <Link to={to} className={className} aria-label={label} title={label}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" focusable="false">
        <path fill="currentColor" d={iconPath} />
      </svg>
      {count > 0 ? (
        <span className={`${className}__count`} data-testid={testId}>
          {shown}
        </span>
      ) : null}
    </Link>
  );
}
