import { Link } from '@remix-run/react';
import type { ReactNode } from 'react';

import { useT } from '../i18n/i18n';

type AuthCardProps = { title: ReactNode; footer?: ReactNode; wide?: boolean; children: ReactNode };

/**
 * The one card of the account pages (sign-in, sign-up, one-time password, password reset, the agents'
 * page): its heading, the page, then the footer line with the way on (`footer`). `wide` for the
 * sign-up forms.
 */
export function AuthCard({ title, footer, wide = false, children }: AuthCardProps) {
  return (
    <div className="container page auth-page">
      <div className={wide ? 'card auth-card auth-card--wide' : 'card auth-card'}>
        <h1>{title}</h1>
        {children}
        {footer ? <p className="auth-card__footer">{footer}</p> : null}
      </div>
    </div>
  );
}

/** The sign-up pages' footer: already a member, the way to log in. */
export function AlreadyMember() {
  const { t } = useT('auth');
  return (
    <>
      {t('alreadyMember')} <Link to="/login">{t('login')}</Link>
    </>
  );
}
