import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useNavigation } from '@remix-run/react';
import { z } from 'zod';

import { failureFrom, parseForm, redirectIfSignedIn } from '../accounts.server';
import { apiFor } from '../api.server';
import { Field, FormAlert } from '../components/form-fields';
import { RedirectAfter } from '../components/redirect-after';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { metaT, useT } from '../i18n/i18n';
import { textsFor } from '../i18n/texts.server';

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches, 'auth')('forgot.metaTitle') }];

export async function loader({ request }: LoaderFunctionArgs) {
  await redirectIfSignedIn(request);
  return null;
}

/** The form's own check, in the reader's language. */
const forgotSchema = (message: string) =>
  z.object({ email: z.string({ required_error: message }).min(1, message) });

export async function action({ request }: ActionFunctionArgs) {
  await redirectIfSignedIn(request);
  const t = await textsFor(request, 'server');
  const parsed = parseForm(forgotSchema(t('required.email')), await request.formData());
  if (!parsed.ok) return data({ ok: false as const, ...parsed.failure }, { status: 400 });
  try {
    const { message } = await (await apiFor(request)).post('forgot-password', { email: parsed.data.email });
    return { ok: true as const, message, fieldErrors: {} as Record<string, string> };
  } catch (error) {
    return data({ ok: false as const, ...failureFrom(error) }, { status: 422 });
  }
}

export default function Forgot() {
  const { t } = useT('auth');
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  return (
    <div className="container page auth-page">
      <div className="card auth-card">
        <h1>{t('forgot.title')}</h1>
        {result?.ok ? (
          <>
            <FormAlert tone="success">{result.message}</FormAlert>
            <RedirectAfter to="/" ms={10_000} />
            <p>
              <Link to="/">{t('forgot.homePage')}</Link>
            </p>
          </>
        ) : (
          <>
            <p>{t('forgot.lead')}</p>
            <FormAlert>{result?.message}</FormAlert>
            <Form method="post" className="form">
              <Field
                label={t('forgot.email')}
                name="email"
                type="email"
                autoComplete="email"
                required
                error={result?.fieldErrors.email}
              />
              <button type="submit" className="button button--primary" disabled={busy}>
                {busy ? t('pleaseWait') : t('forgot.send')}
              </button>
            </Form>
            <p className="auth-card__footer">
              <Link to="/login">{t('otp.backToLogin')}</Link>
            </p>
          </>
        )}
      </div>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
