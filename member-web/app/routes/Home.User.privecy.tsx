import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link } from '@remix-run/react';

import { requireMember } from '../accounts.server';
import { GoHome } from '../components/go-home';
import { PolicyPage } from '../components/policy-page';
import { RouteErrorBoundary } from '../components/route-error-boundary';

export const meta: MetaFunction = () => [{ title: 'Privacy | Restaurant Community' }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireMember(request);
  return null;
}

/** /Home/User/privecy (the seeds' spelling): the member's privacy page of the user menu. */
export default function Privacy() {
  return (
    <PolicyPage title="Privacy" intro="What other members see of you, and what you control.">
      <h2>What others see</h2>
      <ul>
        <li>
          Your name, photo, business type, city and your posts are shown to other members and, for public
          posts, to visitors.
        </li>
        <li>
          Your e-mail address and mobile number are shown only where the marketplace needs them: to the
          restaurant whose job you applied to, the owner of a requirement you quoted on, and the like.
        </li>
        <li>Your resume is only shown to the owners of the jobs you applied to.</li>
      </ul>

      <h2>What you control</h2>
      <ul>
        <li>
          Download a copy of your data or delete your account in <Link to="/Home/User/setting">Settings</Link>
          .
        </li>
        <li>Remove followers and answer follow requests from your profile.</li>
      </ul>

      <p>
        The full text is our <Link to="/privacypolicy">Privacy Policy</Link>; see also the{' '}
        <Link to="/deletionPolicy">Account Deletion Policy</Link>.
      </p>
      <GoHome />
    </PolicyPage>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
