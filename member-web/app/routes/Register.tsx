import type { ActionFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useActionData, useLoaderData } from '@remix-run/react';

import { PlanChoice } from '../components/money/plan-choice';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { SignupForm } from '../components/signup-form';
import { signupAction, signupLoader } from '../signup.server';

export const meta: MetaFunction = () => [{ title: 'Register free | Restaurant Community' }];

export const loader = signupLoader;

export const action = (args: ActionFunctionArgs) => signupAction(args, 'free');

export default function Register() {
  const { locations, elite } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <div className="container page auth-page">
      <div className="card auth-card auth-card--wide">
        <h1>Register free</h1>
        <PlanChoice elite={result?.elite ?? elite} current="free" />
        <SignupForm locations={result?.locations ?? locations} state={result} />
        <p className="auth-card__footer">
          Already a member? <Link to="/login">Login</Link>
        </p>
      </div>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
