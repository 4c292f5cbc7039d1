import { Messages } from '@app/contracts';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { Trans } from 'react-i18next';
import { z } from 'zod';

import { failureFrom, parseForm } from '../accounts.server';
import { apiFor } from '../api.server';
import { BusySubmitButton } from '../components/busy-submit-button';
import { NewPasswordFields } from '../components/account-password-fields';
import { AuthCard } from '../components/auth-card';
import { FormAlert } from '../components/form-fields';
import { ReportingForm } from '../components/owner/reporting-form';
import { RedirectAfter } from '../components/redirect-after';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { type ServerTexts } from '../form-rules';
import { metaT, useT } from '../i18n/i18n';
import { textsFor } from '../i18n/texts.server';
import { newPasswordRules } from '../settings.server';

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches, 'auth')('reset.metaTitle') }];

/** Opened from the mailed link: /reset-password?token=…&email=… */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return { token: url.searchParams.get('token') ?? '', email: url.searchParams.get('email') ?? '' };
}

/** The form's checks in the reader's language: the settings page's password rules. */
const resetSchema = (t: ServerTexts) =>
  z.object({
    token: z.string(),
    email: z.string(),
    password: newPasswordRules(t),
    password_confirmation: z
      .string({ required_error: t('settings.confirmPassword') })
      .min(1, t('settings.confirmPassword')),
  });

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const t = await textsFor(request, 'server');
  const parsed = parseForm(resetSchema(t), form);
  // Every message at once: the confirmation is compared here too, with the other checks.
  const mismatch =
    form.get('password_confirmation') && form.get('password') !== form.get('password_confirmation')
      ? t('settings.passwordMismatch')
      : undefined;
  if (!parsed.ok || mismatch) {
    const fieldErrors = parsed.ok ? {} : parsed.failure.fieldErrors;
    if (mismatch) fieldErrors.password_confirmation ??= mismatch;
    return data({ ok: false as const, fieldErrors, message: undefined }, { status: 400 });
  }
  try {
    const { message } = await (await apiFor(request)).post('password/reset', parsed.data);
    return {
      ok: true as const,
      message: message || Messages.passwordUpdated,
      fieldErrors: {} as Record<string, string>,
    };
  } catch (error) {
    return data({ ok: false as const, ...failureFrom(error) }, { status: 422 });
  }
}

export default function ResetPassword() {
  const { t } = useT('auth');
  const { token, email } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const invalidLink = !token || !email;
  return (
    <AuthCard title={t('reset.title')}>
      {result?.ok ? (
        <>
          <FormAlert tone="success">{result.message}</FormAlert>
          <RedirectAfter to="/" ms={2_000} />
          <p>
            <Link to="/login">{t('reset.loginNew')}</Link>
          </p>
        </>
      ) : invalidLink ? (
        <FormAlert>
          <Trans t={t} i18nKey="reset.incomplete" components={{ ask: <Link to="/Forgot" /> }} />
        </FormAlert>
      ) : (
        <>
          <p>
            <Trans t={t} i18nKey="reset.chooseFor" values={{ email }} components={{ strong: <strong /> }} />
          </p>
          <ReportingForm
            prefix="reset"
            fieldErrors={result?.fieldErrors}
            message={result?.message}
            method="post"
            className="form"
            aria-label={t('reset.formLabel')}
          >
            <input type="hidden" name="token" value={token} />
            <input type="hidden" name="email" value={email} />
            <NewPasswordFields
              label={t('reset.newPassword')}
              confirmLabel={t('reset.confirmPassword')}
              errors={result?.fieldErrors}
              strength
            />
            <BusySubmitButton label={t('reset.submit')} busyLabel={t('pleaseWait')} />
          </ReportingForm>
        </>
      )}
    </AuthCard>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
