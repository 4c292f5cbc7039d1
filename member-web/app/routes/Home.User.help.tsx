import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link } from '@remix-run/react';

import { requireMember } from '../accounts.server';
import { GoHome } from '../components/go-home';
import { PolicyPage, SupportEmailLink } from '../components/policy-page';
import { RouteErrorBoundary } from '../components/route-error-boundary';

export const meta: MetaFunction = () => [{ title: 'Help | Restaurant Community' }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireMember(request);
  return null;
}

/** /Home/User/help: the help centre of the user menu. */
export default function Help() {
  return (
    <PolicyPage title="Help Centre" intro="Answers to the questions members ask most.">
      <h2>My account</h2>
      <ul>
        <li>
          Change your password or e-mail address, export your data or delete your account in{' '}
          <Link to="/Home/User/setting">Settings</Link>.
        </li>
        <li>
          Forgot your password? Sign out and use <Link to="/Forgot">Forgot password</Link> on the login page.
        </li>
        <li>
          Your profile is edited from <strong>My Account</strong> in the menu with your name.
        </li>
      </ul>

      <h2>Elite membership and payments</h2>
      <ul>
        <li>Elite membership unlocks See All, Read More and the marketplace areas for one year.</li>
        <li>
          Refunds and cancellations: see our <Link to="/cancellation-policy">Cancellation Policy</Link>.
        </li>
      </ul>

      <h2>Content and safety</h2>
      <ul>
        <li>Report a post, a comment or a profile from its menu.</li>
        <li>
          Decisions about your content are listed in <Link to="/Home/User/notices">Notices</Link>, where you
          can appeal them.
        </li>
        <li>
          Read our <Link to="/child-safety-policy">Child Safety Standards</Link> and{' '}
          <Link to="/terms-and-conditions">Terms &amp; Conditions</Link>.
        </li>
      </ul>

      <h2>Still need help?</h2>
      <p>
        <Link to="/contact">Contact us</Link> or write to <SupportEmailLink />.
      </p>
      <GoHome />
    </PolicyPage>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
