import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData } from '@remix-run/react';
import { z } from 'zod';

import { failureFrom, parseForm, redirectIfSignedIn } from '../accounts.server';
import { apiFor } from '../api.server';
import { BusySubmitButton } from '../components/busy-submit-button';
import { Field, FormAlert } from '../components/form-fields';
import { RedirectAfter } from '../components/redirect-after';
import { AuthCard } from '../components/auth-card';
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
  return (
    <AuthCard
      title={t('forgot.title')}
      footer={result?.ok ? undefined : <Link to="/login">{t('otp.backToLogin')}</Link>}
    >
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
            <BusySubmitButton label={t('forgot.send')} busyLabel={t('pleaseWait')} />
          </Form>
        </>
      )}
    </AuthCard>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
