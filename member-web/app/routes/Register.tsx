import type { ActionFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useActionData, useLoaderData } from '@remix-run/react';

import { PlanChoice } from '../components/money/plan-choice';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { SignupForm } from '../components/signup-form';
import { metaT, useT } from '../i18n/i18n';
import { signupAction, signupLoader } from '../signup.server';

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches, 'auth')('register.metaTitle') }];

export const loader = signupLoader;

export const action = (args: ActionFunctionArgs) => signupAction(args, 'free');

export default function Register() {
  const { t } = useT('auth');
  const { locations, elite } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <div className="container page auth-page">
      <div className="card auth-card auth-card--wide">
        <h1>{t('register.title')}</h1>
        <PlanChoice elite={result?.elite ?? elite} current="free" />
        <SignupForm locations={result?.locations ?? locations} state={result} />
        <p className="auth-card__footer">
          {t('alreadyMember')} <Link to="/login">{t('login')}</Link>
        </p>
      </div>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
