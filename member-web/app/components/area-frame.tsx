import { Outlet } from '@remix-run/react';
import { useEffect, useRef, type ReactNode } from 'react';

import { useT } from '../i18n/i18n';
import { ServerMessage } from './owner/server-message';

/** The width from which the area menu stands beside the page (styles/owner.css, `.owner-area`). */
const SIDE_BY_SIDE = '(min-width: 60rem)';

/**
 * The frame of a member's area (the owner's 'Main Manu', the vendor's and the professional's menus): the
 * menu on the left, the page beside it, and the green message a save left for the page.
 *
 * On a phone the page comes first: the menu folds into one "Menu" line above it (a `<details>`, so it
 * opens without JavaScript; issue 38, decision 360). From 60rem the menu is always open beside the page:
 * CSS shows the folded content there, and the script opens the element for browsers without
 * `::details-content`.
 */
export function AreaFrame({ menu, message }: { menu: ReactNode; message?: string | null }) {
  const { t } = useT('common');
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const wide = window.matchMedia(SIDE_BY_SIDE);
    const sync = () => {
      if (wide.matches && details.current) details.current.open = true;
    };
    sync();
    wide.addEventListener('change', sync);
    return () => wide.removeEventListener('change', sync);
  }, []);
  return (
    <div className="container owner-area">
      <details className="area-menu" ref={details}>
        <summary className="area-menu__toggle">{t('areaMenu.toggle')}</summary>
        {menu}
      </details>
      <div className="owner-area__content">
        <ServerMessage tone="success" message={message} />
        <Outlet />
      </div>
    </div>
  );
}
