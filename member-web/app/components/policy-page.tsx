import { useRouteLoaderData } from '@remix-run/react';
import type { ReactNode } from 'react';

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
  const email = useRouteLoaderData<typeof rootLoader>('root')?.supportEmail;
  if (!email) return <>our support team</>;
  return <a href={`mailto:${email}`}>{email}</a>;
}
