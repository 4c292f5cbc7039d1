import { Link } from '@remix-run/react';

import { useT } from '../i18n/i18n';
import { LanguageSwitcher } from './language-switcher';

/** The seeds' footer links (document 2, "Listing feeds and read-more"), in their order; labels are catalogue keys. */
const FOOTER_LINKS = [
  { to: '/about_us', label: 'footer.aboutUs' },
  { to: '/Home/User/Atmnirbhar', label: 'footer.atmnirbhar' },
  { to: '/FranchiseeShow', label: 'footer.franchisee' },
  { to: '/privacypolicy', label: 'footer.privacyPolicy' },
  { to: '/cancellation-policy', label: 'footer.cancellationPolicy' },
  { to: '/terms-and-conditions', label: 'footer.terms' },
  { to: '/child-safety-policy', label: 'footer.childSafety' },
  // Issue 14: the company page with its contact form, and how to delete an account (Google Play).
  { to: '/contact', label: 'footer.contactUs' },
  { to: '/delete-account', label: 'footer.deleteAccount' },
  // IT Rules 2021, rule 3(2): the grievance officer's name and contact, on every page.
  { to: '/grievance', label: 'footer.grievanceOfficer' },
] as const;

/**
 * The footer every page carries. The support address is absent only when the root loader did not run.
 * For an Atmnirbhar agent the Atmnirbhar link reads "Atmnirbhar Panel" (decision 149).
 */
export function SiteFooter({ supportEmail, agent = false }: { supportEmail?: string; agent?: boolean }) {
  const { t } = useT('common');
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <nav aria-label={t('footer.nav')}>
          <ul className="footer-links">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>
                  {t(agent && link.to === '/Home/User/Atmnirbhar' ? 'footer.atmnirbharPanel' : link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {supportEmail ? (
          <p className="site-footer__support">
            {t('footer.support')} <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
          </p>
        ) : null}
        <p className="site-footer__note">{t('footer.note', { year: new Date().getFullYear() })}</p>
        <LanguageSwitcher place="footer" />
      </div>
    </footer>
  );
}
