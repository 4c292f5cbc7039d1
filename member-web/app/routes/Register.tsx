import type { ActionFunctionArgs, MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';

import { PlanChoice } from '../components/money/plan-choice';
import { AlreadyMember, AuthCard } from '../components/auth-card';
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
    <AuthCard title={t('register.title')} footer={<AlreadyMember />} wide>
      <PlanChoice elite={result?.elite ?? elite} current="free" />
      <SignupForm locations={result?.locations ?? locations} state={result} />
    </AuthCard>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
