import { Link } from '@remix-run/react';

/** The seeds' footer links (document 2, "Listing feeds and read-more"), in their order. */
const FOOTER_LINKS = [
  { to: '/about_us', label: 'About Us' },
  { to: '/Home/User/Atmnirbhar', label: 'Atmnirbhar' },
  { to: '/FranchiseeShow', label: 'Franchisee' },
  { to: '/privacypolicy', label: 'Privacy Policy' },
  { to: '/cancellation-policy', label: 'Cancellation Policy' },
  { to: '/terms-and-conditions', label: 'Terms & Conditions' },
  { to: '/child-safety-policy', label: 'Child Safety' },
  // Issue 14: the company page with its contact form, and how to delete an account (Google Play).
  { to: '/contact', label: 'Contact Us' },
  { to: '/delete-account', label: 'Delete Account' },
  // IT Rules 2021, rule 3(2): the grievance officer's name and contact, on every page.
  { to: '/grievance', label: 'Grievance Officer' },
] as const;

/**
 * The footer every page carries. The support address is absent only when the root loader did not run.
 * For an Atmnirbhar agent the Atmnirbhar link reads "Atmnirbhar Panel" (decision 149).
 */
export function SiteFooter({ supportEmail, agent = false }: { supportEmail?: string; agent?: boolean }) {
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <nav aria-label="Footer">
          <ul className="footer-links">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>
                  {agent && link.to === '/Home/User/Atmnirbhar' ? 'Atmnirbhar Panel' : link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {supportEmail ? (
          <p className="site-footer__support">
            Support: <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
          </p>
        ) : null}
        <p className="site-footer__note">
          For adults aged 18 and over. © {new Date().getFullYear()} Restaurant Community.
        </p>
      </div>
    </footer>
  );
}
