import type { MetaFunction } from '@remix-run/node';
import { Link } from '@remix-run/react';

import { PolicyPage, SupportEmailLink } from '../components/policy-page';
import { PUBLIC_PAGE } from '../page-cache';

/** Signed-out visitors get this page from shared caches (decision 310). */
export const handle = PUBLIC_PAGE;

export const meta: MetaFunction = () => [
  { title: 'Account Deletion Policy | Restaurant Community' },
  {
    name: 'description',
    content: 'How to delete your Restaurant Community account and when your data is removed.',
  },
];

export default function DeletionPolicy() {
  return (
    <PolicyPage
      title="Account Deletion Policy"
      intro="You can ask us to delete your account and your data at any time."
    >
      <h2>How to ask</h2>
      <p>
        Signed in, choose <strong>Delete my account</strong> in <Link to="/Home/User/setting">Settings</Link>:
        it takes effect at once. Without signing in, write to <SupportEmailLink /> from the e-mail address of
        your account and tell us you want your account deleted. Step by step:{' '}
        <Link to="/delete-account">how to delete your account</Link>.
      </p>

      <h2>What happens and when</h2>
      <ul>
        <li>
          Deletion begins within 30 days of your request: your profile, posts and comments stop being shown.
        </li>
        <li>Your data is fully removed within 90 days.</li>
        <li>
          Records that the law obliges us to keep, such as invoices for payments and evidence of moderation
          decisions, are kept only as long as required, without your profile.
        </li>
      </ul>
    </PolicyPage>
  );
}
