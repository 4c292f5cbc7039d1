import type { MetaFunction } from '@remix-run/node';
import { Link } from '@remix-run/react';

import { PolicyPage, SupportEmailLink } from '../components/policy-page';
import { PUBLIC_PAGE } from '../page-cache';

/** Signed-out visitors get this page from shared caches (decision 310). */
export const handle = PUBLIC_PAGE;

export const meta: MetaFunction = () => [
  { title: 'Terms & Conditions | Restaurant Community' },
  {
    name: 'description',
    content: 'The rules for using Restaurant Community: accounts, content, the marketplace and payments.',
  },
];

/** /terms-and-conditions: linked from every page's footer. */
export default function TermsAndConditions() {
  return (
    <PolicyPage
      title="Terms & Conditions"
      intro="By creating an account or using Restaurant Community you agree to these terms."
    >
      <h2>Who may use it</h2>
      <p>
        Restaurant Community is for adults aged 18 and over who work in or with the restaurant trade:
        restaurant owners, vendors and restaurant professionals. You sign up with your real name and an e-mail
        address you can read, and you keep your password to yourself.
      </p>

      <h2>What you post</h2>
      <ul>
        <li>You are responsible for your posts, comments, listings, quotes and applications.</li>
        <li>
          Do not post anything unlawful, misleading, hateful or sexual, and nothing that exploits children.
          See our <Link to="/child-safety-policy">Child Safety Standards</Link>.
        </li>
        <li>
          Our automatic checks and our moderators may hide content or restrict accounts that break these
          rules. You receive a statement of reasons and can appeal; see the{' '}
          <Link to="/grievance">Grievance Officer</Link> page.
        </li>
        <li>
          You keep the rights to what you post, and allow us to show it on Restaurant Community for as long as
          it is online.
        </li>
      </ul>

      <h2>The marketplace</h2>
      <p>
        Vendors, professionals and restaurant owners deal with each other directly. We do not take part in the
        deals made through listings, requirements, quotes or job applications, and we do not guarantee them.
      </p>

      <h2>Elite membership and payments</h2>
      <p>
        Elite membership and the blue tick are paid for one year at the price shown before you pay. Prices,
        coupons and the amount charged are decided by our server, and every payment gets a GST invoice. What
        happens when you cancel or ask for a refund is in our{' '}
        <Link to="/cancellation-policy">Cancellation Policy</Link>.
      </p>

      <h2>Your data and your account</h2>
      <p>
        How we use your data is in our <Link to="/privacypolicy">Privacy Policy</Link>. You can export your
        data and delete your account at any time from your settings; see the{' '}
        <Link to="/deletionPolicy">Account Deletion Policy</Link>.
      </p>

      <h2>Contact</h2>
      <p>
        Questions about these terms: <Link to="/contact">contact us</Link> or write to <SupportEmailLink />.
      </p>
    </PolicyPage>
  );
}
