import { Outlet } from '@remix-run/react';
import type { ReactNode } from 'react';

import { ServerMessage } from './owner/server-message';

/**
 * The frame of a member's area (the owner's 'Main Manu', the vendor's and the professional's menus): the
 * menu on the left, the page beside it, and the green message a save left for the page.
 */
export function AreaFrame({ menu, message }: { menu: ReactNode; message?: string | null }) {
  return (
    <div className="container owner-area">
      {menu}
      <div className="owner-area__content">
        <ServerMessage tone="success" message={message} />
        <Outlet />
      </div>
    </div>
  );
}
