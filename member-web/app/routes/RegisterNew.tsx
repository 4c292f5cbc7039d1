import type { ActionFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useActionData, useLoaderData } from '@remix-run/react';

import { RouteErrorBoundary } from '../components/route-error-boundary';
import { SignupForm } from '../components/signup-form';
import { signupAction, signupLoader } from '../signup.server';

export const meta: MetaFunction = () => [{ title: 'Elite sign-up | Restaurant Community' }];

export const loader = signupLoader;

export const action = (args: ActionFunctionArgs) => signupAction(args, 'elite');

export default function RegisterNew() {
  const { locations } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <div className="container page auth-page">
      <div className="card auth-card auth-card--wide">
        <h1>Elite sign-up</h1>
        <p>
          Elite members also get jobs, CVs, the vendor and manpower directories, franchise offers and the
          used-equipment marketplace. Just want to post? <Link to="/Register">Register free</Link>.
        </p>
        <SignupForm locations={result?.locations ?? locations} state={result} elite />
        <p className="auth-card__footer">
          Already a member? <Link to="/login">Login</Link>
        </p>
      </div>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
