import { Link, useSubmit } from '@remix-run/react';
import type { MouseEvent } from 'react';

import { useT } from '../../i18n/i18n';
import { useHydrated } from '../use-hydrated';

/** The seeds' question before signing out from an area menu. */
export const LOGOUT_QUESTION = 'Are you sure you want to log out?';

/**
 * An area menu's Logout. With JavaScript it asks the seeds' question in the browser's confirm and signs
 * out (POST /logout); without it the link opens /logout, a page that asks the same question with a button.
 */
export function LogoutLink({ className }: { className?: string }) {
  const { t } = useT('common');
  const hydrated = useHydrated();
  const submit = useSubmit();
  const onClick = (event: MouseEvent) => {
    if (!hydrated) return;
    event.preventDefault();
    if (window.confirm(t('logout.question'))) submit(null, { method: 'post', action: '/logout' });
  };
  return (
    <Link to="/logout" className={className} onClick={onClick}>
      {t('logout.link')}
    </Link>
  );
}
