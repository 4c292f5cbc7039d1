import { Messages } from '@app/contracts';
import { data, redirect } from '@remix-run/node';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { Trans } from 'react-i18next';

import { failureFrom, redirectIfSignedIn, tokenFrom } from '../accounts.server';
import { apiFor } from '../api.server';
import { AuthCard } from '../components/auth-card';
import { OtpForm } from '../components/otp-form';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { metaT, useT } from '../i18n/i18n';
import { messageCookie } from '../market.server';
import { commitToken } from '../session.server';
import type { LoginData } from '../types';

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches, 'auth')('otp.metaTitle') }];

/** The one-time-password step after sign-up and for an unverified login: /login/OtpVery?email=… */
export async function loader({ request }: LoaderFunctionArgs) {
  await redirectIfSignedIn(request);
  const url = new URL(request.url);
  const email = url.searchParams.get('email')?.trim();
  if (!email) throw redirect('/login');
  return { email, resent: url.searchParams.get('resent') === '1' };
}

export async function action({ request }: ActionFunctionArgs) {
  await redirectIfSignedIn(request);
  const formData = await request.formData();
  const email = String(formData.get('email') ?? '').trim();
  const api = await apiFor(request);
  if (formData.get('intent') === 'resend') {
    try {
      const { message } = await api.post('resend-email-otp', { email });
      return { ok: true as const, message: message || Messages.otpResent, at: Date.now() };
    } catch (error) {
      return data({ ok: false as const, ...failureFrom(error), at: Date.now() }, { status: 422 });
    }
  }
  const otp = String(formData.get('email_otp') ?? '').trim();
  try {
    const { data: user, message } = await api.post<LoginData>('verify-email', { email, email_otp: otp });
    // Signed in, and the home page says so: 'Email is varified successfully' (the old client's text, typo kept).
    const headers = new Headers();
    headers.append('Set-Cookie', await commitToken(request, tokenFrom(user.authorization)));
    headers.append('Set-Cookie', await messageCookie(message || Messages.emailVerified));
    throw redirect('/Home', { headers });
  } catch (error) {
    if (error instanceof Response) throw error;
    return data(
      { ok: false as const, ...failureFrom(error, Messages.otpVerifyFail), at: Date.now() },
      { status: 422 },
    );
  }
}

export default function OtpVery() {
  const { t } = useT('auth');
  const { email, resent } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <AuthCard title={t('otp.title')} footer={<Link to="/login">{t('otp.backToLogin')}</Link>}>
      <p>
        <Trans t={t} i18nKey="otp.text" values={{ email }} components={{ strong: <strong /> }} />
      </p>
      <OtpForm email={email} result={result} notice={resent ? Messages.otpResent : undefined} />
    </AuthCard>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
