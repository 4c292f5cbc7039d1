import { ApiError, Messages } from '@app/contracts';
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node';
import { Form, Link, useActionData, useNavigation } from '@remix-run/react';
import { z } from 'zod';

import { failureFrom, parseForm, redirectIfSignedIn, required, tokenFrom } from '../accounts.server';
import { apiFor } from '../api.server';
import { Field, FormAlert, PasswordField } from '../components/form-fields';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { commitToken } from '../session.server';
import type { LoginData } from '../types';

export const meta: MetaFunction = () => [{ title: 'Login | Restaurant Community' }];

export async function loader({ request }: LoaderFunctionArgs) {
  await redirectIfSignedIn(request);
  return null;
}

const LoginSchema = z.object({
  email: required('Email'),
  password: required('Password'),
  remember_me: z.string().optional(),
});

export async function action({ request }: ActionFunctionArgs) {
  await redirectIfSignedIn(request);
  const formData = await request.formData();
  const api = await apiFor(request);
  const email = String(formData.get('email') ?? '').trim();

  // 'Please Verify': resend the one-time password and open the OTP screen.
  if (formData.get('intent') === 'verify') {
    try {
      await api.post('resend-email-otp', { email });
    } catch (error) {
      return data({ email, unverified: true, ...failureFrom(error) }, { status: 422 });
    }
    throw redirect(`/login/OtpVery?${new URLSearchParams({ email, resent: '1' })}`);
  }

  const parsed = parseForm(LoginSchema, formData);
  if (!parsed.ok) return data({ email, unverified: false, ...parsed.failure }, { status: 400 });
  const remember = parsed.data.remember_me === '1';
  try {
    const { data: user } = await api.post<LoginData>('login', {
      email: parsed.data.email,
      password: parsed.data.password,
      remember_me: remember ? '1' : '0',
    });
    throw redirect('/Home', {
      headers: { 'Set-Cookie': await commitToken(request, tokenFrom(user.authorization), { remember }) },
    });
  } catch (error) {
    if (error instanceof Response) throw error;
    if (error instanceof ApiError && error.status === 405) {
      return data(
        {
          email,
          unverified: true,
          message: error.body?.message || Messages.accountNotVerified,
          fieldErrors: {} as Record<string, string>,
        },
        { status: 405 },
      );
    }
    const failure = failureFrom(error, Messages.incorrectLogin);
    // The seeds map the API's "no route" answer to their own wording.
    if (failure.message === 'No route / path / url available.') failure.message = Messages.incorrectLogin;
    return data(
      { email, unverified: false, ...failure },
      { status: error instanceof ApiError ? error.status : 400 },
    );
  }
}

export default function Login() {
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  return (
    <div className="container page auth-page">
      <div className="card auth-card">
        <h1>Login</h1>
        {result?.unverified ? (
          <div className="alert alert--warning" role="alert">
            <p>{result.message}</p>
            <Form method="post">
              <input type="hidden" name="email" value={result.email} />
              <button type="submit" name="intent" value="verify" className="button button--primary">
                {Messages.pleaseVerify}
              </button>
            </Form>
          </div>
        ) : (
          <FormAlert>{result?.message}</FormAlert>
        )}
        <Form method="post" className="form" noValidate={false}>
          <Field
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue={result?.email}
            error={result?.fieldErrors.email}
          />
          <PasswordField
            label="Password"
            name="password"
            autoComplete="current-password"
            required
            error={result?.fieldErrors.password}
          />
          <div className="form__row">
            <label className="checkbox">
              <input type="checkbox" name="remember_me" value="1" /> Remember me
            </label>
            <Link to="/Forgot">Forgot password?</Link>
          </div>
          <button
            type="submit"
            name="intent"
            value="login"
            className="button button--primary"
            disabled={busy}
          >
            {busy ? 'Please Wait...' : 'Login'}
          </button>
        </Form>
        <p className="auth-card__footer">
          New here? <Link to="/join">Sign up</Link>: free, or Elite for the marketplace.
        </p>
      </div>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
