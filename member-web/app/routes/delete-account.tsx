import { ACCOUNT_PURGE_AFTER_DAYS, DELETION_POLICY_DAYS } from '@app/contracts';
import type { MetaFunction } from '@remix-run/node';
import { Link } from '@remix-run/react';

import { PolicyPage, SupportEmailLink } from '../components/policy-page';

export const meta: MetaFunction = () => [
  { title: 'Delete your account | Restaurant Community' },
  {
    name: 'description',
    content:
      'How to delete your Restaurant Community account and its data, in the app or without signing in.',
  },
];

/**
 * /delete-account: public, for app stores and for people who cannot sign in (Google Play asks for a web
 * page that tells how to ask for deletion).
 */
export default function DeleteAccount() {
  return (
    <PolicyPage
      title="Delete your Restaurant Community account"
      intro="You can delete your account and its data yourself, or ask us to do it."
    >
      <h2>If you can sign in</h2>
      <ol>
        <li>
          <Link to="/login">Log in</Link>, open the menu with your name and choose <strong>Settings</strong>.
        </li>
        <li>
          Under <strong>Delete my account</strong>, enter your password and press{' '}
          <strong>Delete my account</strong>.
        </li>
      </ol>
      <p>
        Your account is closed at once. If you want a copy of your data, use <strong>Export my data</strong>{' '}
        on the same page first.
      </p>

      <h2>If you cannot sign in</h2>
      <p>
        Write to <SupportEmailLink /> from the e-mail address of your account, or use our{' '}
        <Link to="/contact">contact form</Link> with that address, and tell us you want your account deleted.
        If you forgot your password you can also <Link to="/Forgot">reset it</Link> and delete the account
        yourself.
      </p>

      <h2>What is deleted and what is kept</h2>
      <ul>
        <li>
          At once: you are signed out everywhere, and your profile, posts, comments, likes, follows and
          listings are no longer shown to anyone.
        </li>
        <li>
          After {ACCOUNT_PURGE_AFTER_DAYS} days they are removed for good, with your photos and documents
          (deletion always begins within {DELETION_POLICY_DAYS.begins} days and is complete within{' '}
          {DELETION_POLICY_DAYS.removed} days).
        </li>
        <li>
          Kept as the law requires: invoices and payment records, and evidence of moderation decisions,
          without your profile.
        </li>
      </ul>
      <p>
        See our <Link to="/deletionPolicy">Account Deletion Policy</Link>.
      </p>
    </PolicyPage>
  );
}
