import {
  ApiError,
  apiMessageIn,
  challengeOf,
  Messages,
  sameApiMessage,
  SIGN_IN_CHALLENGE_FIELD,
  SignInChallengeMessages,
  type SignInChallenge,
} from '@app/contracts';
import { data, redirect } from '@remix-run/node';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useNavigation } from '@remix-run/react';
import { useRef } from 'react';

import { failureFrom, redirectIfSignedIn, tokenFrom } from '../accounts.server';
import { apiFor } from '../api.server';
import { AuthCard } from '../components/auth-card';
import {
  ErrorSummary,
  Field,
  FormAlert,
  FormErrorScope,
  PasswordField,
  useFocusFirstError,
} from '../components/form-fields';
import { checkAll, formValues, rules } from '../form-rules';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { PasskeySignIn } from '../components/passkeys';
import { signInWithPasskey } from '../passkeys.server';
import { SignInChallengeField } from '../components/sign-in-challenge';
import { i18nFor, metaT, useT } from '../i18n/i18n';
import { chooseLanguage, languageCookie } from '../i18n/language.server';
import { isLanguage } from '../i18n/languages';
import { commitToken } from '../session.server';
import type { LoginData } from '../types';

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches, 'login')('metaTitle') }];

export async function loader({ request }: LoaderFunctionArgs) {
  await redirectIfSignedIn(request);
  return null;
}

/** Both fields checked in one pass, in plain words (decision 171), in the page's language. */
function loginRules(language: string) {
  const t = i18nFor(language).t;
  return {
    email: [rules.required(t('login:enterEmail')), rules.email(t('common:form.emailLike'))],
    password: [rules.required(t('login:enterPassword'))],
  };
}

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

  // 'Sign in with a passkey' (decision 222): the browser's answer instead of e-mail and password.
  if (formData.get('intent') === 'passkey') {
    try {
      const { token, remember, clear } = await signInWithPasskey(request, api, formData);
      const headers = new Headers({ 'Set-Cookie': clear });
      headers.append('Set-Cookie', await commitToken(request, tokenFrom(token), { remember }));
      throw redirect('/Home', { headers });
    } catch (error) {
      if (error instanceof Response) throw error;
      const failure = failureFrom(error, Messages.incorrectLogin);
      return data(
        { email, unverified: false, message: failure.message, fieldErrors: {} as Record<string, string> },
        { status: error instanceof ApiError ? error.status : 400 },
      );
    }
  }

  const values = formValues(formData);
  const { language } = await chooseLanguage(request, null);
  const fieldErrors = checkAll(values, loginRules(language));
  if (Object.keys(fieldErrors).length)
    return data({ email, unverified: false, message: undefined, fieldErrors }, { status: 400 });
  const remember = values.remember_me === '1';
  const altcha = values[SIGN_IN_CHALLENGE_FIELD] || undefined;
  try {
    const { data: user } = await api.post<LoginData>('login', {
      email: values.email,
      password: values.password,
      remember_me: remember ? '1' : '0',
      ...(altcha && { altcha }),
    });
    const headers = new Headers();
    headers.append('Set-Cookie', await commitToken(request, tokenFrom(user.authorization), { remember }));
    // The member's saved language becomes this browser's too (decision 390): the site then names it to the
    // API on every call, as the pages are in it.
    if (isLanguage(user.language))
      headers.append('Set-Cookie', await languageCookie.serialize(user.language));
    throw redirect('/Home', { headers });
  } catch (error) {
    if (error instanceof Response) throw error;
    // After repeated failures the API wants a solved check (decision 218): the page solves it and, when
    // the API only asked for one (not refused a bad one), sends the form again by itself.
    const challenge = error instanceof ApiError ? challengeOf(error.status, error.body) : null;
    if (challenge) {
      const message = (error as ApiError).body?.message ?? SignInChallengeMessages.required;
      return data(
        {
          email,
          unverified: false,
          message,
          challenge,
          autoSubmit: sameApiMessage(message, SignInChallengeMessages.required),
          fieldErrors: {} as Record<string, string>,
        },
        { status: 428 },
      );
    }
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
    // The seeds map the API's "no route" answer to their own wording (in the reader's language, which the
    // API answered in: decision 393).
    if (sameApiMessage(failure.message, 'No route / path / url available.'))
      failure.message = apiMessageIn(Messages.incorrectLogin, language);
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
  const { t } = useT('login');
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, result && !result.unverified ? result : null);
  // Serialisation loses the challenge's exact type; the action built it from the API's answer.
  const challenge =
    result && 'challenge' in result
      ? (result as unknown as { challenge: SignInChallenge; autoSubmit: boolean })
      : null;
  return (
    <AuthCard
      title={t('title')}
      footer={
        <>
          {t('newHere')} <Link to="/join">{t('signUp')}</Link>
          {t('newHereAfter')}
        </>
      }
    >
      {result?.unverified ? (
        <div className="alert alert--warning" role="alert">
          <p>{result.message}</p>
          <Form method="post">
            <input type="hidden" name="email" value={result.email} />
            <button type="submit" name="intent" value="verify" className="button button--primary">
              {t('pleaseVerify')}
            </button>
          </Form>
        </div>
      ) : (
        <FormAlert>{result?.message}</FormAlert>
      )}
      <FormErrorScope prefix="login">
        <Form ref={formRef} method="post" className="form" noValidate aria-label={t('formLabel')}>
          <ErrorSummary
            prefix="login"
            errors={result?.message ? undefined : result?.fieldErrors}
            order={['email', 'password']}
          />
          <Field
            label={t('email')}
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue={result?.email}
            error={result?.fieldErrors.email}
          />
          <PasswordField
            label={t('password')}
            name="password"
            autoComplete="current-password"
            required
            error={result?.fieldErrors.password}
          />
          {challenge ? (
            <SignInChallengeField challenge={challenge.challenge} autoSubmit={challenge.autoSubmit} />
          ) : null}
          <div className="form__row">
            <label className="checkbox">
              <input type="checkbox" name="remember_me" value="1" /> {t('rememberMe')}
            </label>
            <Link to="/Forgot">{t('forgot')}</Link>
          </div>
          <button
            type="submit"
            name="intent"
            value="login"
            className="button button--primary"
            disabled={busy}
          >
            {busy ? t('wait') : t('submit')}
          </button>
        </Form>
      </FormErrorScope>
      <PasskeySignIn remember={() => Boolean(formRef.current?.remember_me?.checked)} />
    </AuthCard>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
