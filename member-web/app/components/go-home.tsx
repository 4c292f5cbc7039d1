import { Link } from '@remix-run/react';

/** The seeds' 'Go to Home' link of the help, privacy, settings and Coming Soon pages. */
export function GoHome({ to = '/Home/User' }: { to?: string }) {
  return (
    <p className="go-home">
      <Link to={to} className="button button--secondary">
        Go to Home
      </Link>
    </p>
  );
}
