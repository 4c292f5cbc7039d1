import type { ReactNode } from 'react';

import type { Viewer } from './viewer';

/**
 * What an action button becomes for a visitor who is not signed in: a link to the login page (signed-out
 * post page) or to the sign-up popup (the preview), which a script may open in place instead.
 */
export function GuestAction({
  viewer,
  className = 'post-action',
  children,
}: {
  viewer: Extract<Viewer, { kind: 'guest' }>;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a
      href={viewer.guestHref}
      className={className}
      onClick={(event) => {
        if (!viewer.onGuestAction) return;
        event.preventDefault();
        viewer.onGuestAction();
      }}
    >
      {children}
    </a>
  );
}
