import { ACCOUNT_PURGE_AFTER_DAYS, DATA_EXPORT_LINK_HOURS, DELETION_POLICY_DAYS } from '@app/contracts';
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node';
import { Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import type { ReactNode } from 'react';

import { requireMember } from '../accounts.server';
import { Field, FormAlert, PasswordField } from '../components/form-fields';
import { GoHome } from '../components/go-home';
import { LanguageSetting } from '../components/language-setting';
import { ReportingForm } from '../components/owner/reporting-form';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { destroySession } from '../session.server';
import { isIntent, runSettingsForm, type SettingsIntent, type SettingsResult } from '../settings.server';

export const meta: MetaFunction = () => [{ title: 'Settings | Restaurant Community' }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { me } = await requireMember(request);
  return { email: me.email };
}

/** Each form posts here with its `intent`; a deleted account is signed out and sent to the goodbye page. */
export async function action({ request }: ActionFunctionArgs) {
  const { api } = await requireMember(request);
  const form = await request.formData();
  const intent = form.get('intent');
  if (!isIntent(intent))
    return data(
      { intent: 'password', ok: false, fieldErrors: {}, message: 'Unknown form.' } as SettingsResult,
      { status: 400 },
    );
  const result = await runSettingsForm(api, intent, form);
  if (result.ok && result.signedOut) {
    throw redirect('/account-deleted', { headers: { 'Set-Cookie': await destroySession(request) } });
  }
  return data(result, { status: result.ok ? 200 : 422 });
}

/** The result of this form, if the last submission was it. */
function resultFor(result: SettingsResult | undefined, intent: SettingsIntent) {
  return result?.intent === intent ? result : undefined;
}

/**
 * One settings form with the shared error pattern (decision 171): every message of a refused submit next
 * to its field and in the summary, focus on the first; a saved one says so above it.
 */
function SettingsForm({
  intent,
  label,
  result,
  children,
}: {
  intent: SettingsIntent;
  label: string;
  result?: SettingsResult;
  children: ReactNode;
}) {
  const failed = result && !result.ok ? result : undefined;
  return (
    <>
      {result?.ok ? <FormAlert tone="success">{result.message}</FormAlert> : null}
      <ReportingForm
        prefix={`settings-${intent}`}
        fieldErrors={failed?.fieldErrors}
        message={failed?.message}
        method="post"
        className="form"
        aria-label={label}
      >
        <input type="hidden" name="intent" value={intent} />
        {children}
      </ReportingForm>
    </>
  );
}

const fieldError = (result: SettingsResult | undefined, name: string) =>
  result && !result.ok ? result.fieldErrors[name] : undefined;

/** /Home/User/setting: password, e-mail, data export and account deletion (issue 14). */
export default function Settings() {
  const { email } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = (intent: SettingsIntent) =>
    navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  const password = resultFor(result, 'password');
  const emailChange = resultFor(result, 'email');
  const confirm = resultFor(result, 'email-confirm');
  const exported = resultFor(result, 'export');
  const deletion = resultFor(result, 'delete');
  const awaitingCode = (emailChange?.ok ?? false) || (confirm !== undefined && !confirm.ok);
  return (
    <div className="container page settings-page">
      <h1>Settings</h1>

      <LanguageSetting />

      <section className="card settings-section" aria-labelledby="settings-password">
        <h2 id="settings-password">Change password</h2>
        <p>You stay signed in here; you will be signed out on your other devices.</p>
        <SettingsForm intent="password" label="Change password" result={password}>
          <PasswordField
            label="Current password"
            name="current_password"
            autoComplete="current-password"
            required
            error={fieldError(password, 'current_password')}
          />
          <PasswordField
            label="New password"
            name="password"
            autoComplete="new-password"
            required
            error={fieldError(password, 'password')}
          />
          <PasswordField
            label="Confirm password"
            name="password_confirmation"
            autoComplete="new-password"
            required
            error={fieldError(password, 'password_confirmation')}
          />
          <button type="submit" className="button button--primary" disabled={busy('password')}>
            {busy('password') ? 'Please Wait...' : 'Change password'}
          </button>
        </SettingsForm>
      </section>

      <section className="card settings-section" aria-labelledby="settings-email">
        <h2 id="settings-email">Change e-mail</h2>
        <p>
          Your e-mail address is <strong>{email}</strong>. We send a code to the new address; the change is
          made when you enter it.
        </p>
        <SettingsForm intent="email" label="Change e-mail" result={emailChange}>
          <Field
            label="New e-mail"
            name="email"
            type="email"
            autoComplete="email"
            required
            error={fieldError(emailChange, 'email')}
          />
          <PasswordField
            label="Current password"
            name="current_password"
            autoComplete="current-password"
            required
            error={fieldError(emailChange, 'current_password')}
          />
          <button type="submit" className="button button--primary" disabled={busy('email')}>
            {busy('email') ? 'Please Wait...' : 'Send code'}
          </button>
        </SettingsForm>
        {awaitingCode || confirm ? (
          <>
            <SettingsForm intent="email-confirm" label="Confirm new e-mail" result={confirm}>
              <Field
                label="Code"
                name="email_otp"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                required
                error={fieldError(confirm, 'email_otp')}
              />
              <button type="submit" className="button button--primary" disabled={busy('email-confirm')}>
                Confirm new e-mail
              </button>
            </SettingsForm>
          </>
        ) : null}
      </section>

      <section className="card settings-section" aria-labelledby="settings-passkeys">
        <h2 id="settings-passkeys">Passkeys</h2>
        <p>Sign in with your fingerprint, face or screen lock instead of your password.</p>
        <Link to="/Home/User/passkeys" className="button button--secondary">
          Manage passkeys
        </Link>
      </section>

      <section className="card settings-section" aria-labelledby="settings-notifications">
        <h2 id="settings-notifications">Notifications and e-mails</h2>
        <p>
          Choose which notifications also come in a daily e-mail, and whether marketplace activity is mailed
          to you. Codes, receipts and security e-mails are always sent.
        </p>
        <Link to="/Home/User/notification-settings" className="button button--secondary">
          Notification settings
        </Link>
      </section>

      <section className="card settings-section" aria-labelledby="settings-export">
        <h2 id="settings-export">Export my data</h2>
        <p>
          We prepare a zip file with your profile, posts, comments, likes, follows, listings, payments and
          invoices, and your own images and documents, and e-mail you a download link that works for{' '}
          {DATA_EXPORT_LINK_HOURS} hours.
        </p>
        <SettingsForm intent="export" label="Export my data" result={exported}>
          <button type="submit" className="button button--secondary" disabled={busy('export')}>
            Export my data
          </button>
        </SettingsForm>
      </section>

      <section className="card settings-section settings-section--danger" aria-labelledby="settings-delete">
        <h2 id="settings-delete">Delete my account</h2>
        <p>
          Your account is closed at once: you are signed out everywhere, and your profile, posts, comments and
          listings are no longer shown to anyone. Your data is removed after {ACCOUNT_PURGE_AFTER_DAYS} days
          (always within {DELETION_POLICY_DAYS.removed} days). Invoices are kept as the law requires. See our{' '}
          <Link to="/deletionPolicy">Account Deletion Policy</Link>.
        </p>
        <SettingsForm intent="delete" label="Delete my account" result={deletion}>
          <PasswordField
            label="Password"
            name="password"
            autoComplete="current-password"
            required
            error={fieldError(deletion, 'password')}
          />
          <button type="submit" className="button button--danger" disabled={busy('delete')}>
            {busy('delete') ? 'Please Wait...' : 'Delete my account'}
          </button>
        </SettingsForm>
      </section>

      <GoHome />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
