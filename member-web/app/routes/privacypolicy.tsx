import type { MetaFunction } from '@remix-run/node';
import { Link } from '@remix-run/react';

import { PolicyPage, SupportEmailLink } from '../components/policy-page';
import { PUBLIC_PAGE } from '../page-cache';

/** Signed-out visitors get this page from shared caches (decision 310). */
export const handle = PUBLIC_PAGE;

export const meta: MetaFunction = () => [
  { title: 'Privacy Policy | Restaurant Community' },
  { name: 'description', content: 'Terms of use and how Restaurant Community handles your personal data.' },
];

export default function PrivacyPolicy() {
  return (
    <PolicyPage
      title="Privacy Policy"
      intro="These terms explain who may use Restaurant Community, what we collect about you and what we do with it."
    >
      <h2>Who may use the community</h2>
      <p>
        Restaurant Community is for restaurant owners, vendors and restaurant professionals aged 18 and over.
        By signing up you confirm that you are at least 18 years old and that the details you give are true.
      </p>

      <h2>What we collect</h2>
      <ul>
        <li>
          Account details: your name, business name and type, e-mail address, phone number, country, state and
          city.
        </li>
        <li>Profile details you choose to add, such as a photo, an address, a GST number or a CV.</li>
        <li>What you post: posts, photos, comments, likes and the people you follow.</li>
        <li>
          Payment records for Elite membership and the verified blue tick. Card and bank details are entered
          with our payment provider and are not stored by us.
        </li>
        <li>Documents you upload for verification, such as an identity document and a business proof.</li>
      </ul>

      <h2>How we use it</h2>
      <p>
        We use your data to run your account, show your profile and posts to other members, connect you with
        restaurants, vendors and professionals, process payments and invoices, keep the community safe, and
        write to you about your account. Verification documents are used only to verify you and are never
        shown to other members.
      </p>

      <h2>Keeping and deleting your data</h2>
      <p>
        You can ask us to delete your account at any time. How and when that happens is described in the{' '}
        <Link to="/deletionPolicy">account deletion policy</Link>.
      </p>

      <h2>Safety</h2>
      <p>
        Content is checked automatically and by our moderators. Read our{' '}
        <Link to="/child-safety-policy">child safety standards</Link>.
      </p>

      <h2>Contact</h2>
      <p>
        Questions about your data: <SupportEmailLink />.
      </p>
    </PolicyPage>
  );
}
