import { ACCOUNT_PURGE_AFTER_DAYS } from '@app/contracts';
import type { MetaFunction } from '@remix-run/node';
import { Link } from '@remix-run/react';

import { PolicyPage } from '../components/policy-page';

export const meta: MetaFunction = () => [{ title: 'Account deleted | Restaurant Community' }];

/** Where a member lands after deleting their account (signed out). */
export default function AccountDeleted() {
  return (
    <PolicyPage title="Your account has been deleted">
      <p>
        You have been signed out everywhere, and your profile and content are no longer shown. Your data will
        be removed within {ACCOUNT_PURGE_AFTER_DAYS} days. Invoices are kept as the law requires.
      </p>
      <p>
        Thank you for being part of Restaurant Community. <Link to="/">Back to the home page</Link>
      </p>
    </PolicyPage>
  );
}
