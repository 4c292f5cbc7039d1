import { ACCOUNT_PURGE_AFTER_DAYS, DATA_EXPORT_LINK_HOURS, DELETION_POLICY_DAYS } from '@app/contracts';
import { data, redirect } from '@remix-run/node';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import type { ReactNode } from 'react';
import { Trans } from 'react-i18next';

import { requireMember } from '../accounts.server';
import { CurrentPasswordField, NewPasswordFields } from '../components/account-password-fields';
import { Field, FieldValuesScope, FormAlert } from '../components/form-fields';
import { GoHome } from '../components/go-home';
import { LanguageSetting } from '../components/language-setting';
import { ReportingForm } from '../components/owner/reporting-form';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { i18nFor, metaT, useT } from '../i18n/i18n';
import { chooseLanguage } from '../i18n/language.server';
import { destroySession } from '../session.server';
import { isIntent, runSettingsForm, type SettingsIntent, type SettingsResult } from '../settings.server';

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches, 'settings')('metaTitle') }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { me } = await requireMember(request);
  return { email: me.email };
}

/** Each form posts here with its `intent`; a deleted account is signed out and sent to the goodbye page. */
export async function action({ request }: ActionFunctionArgs) {
  const { api, me } = await requireMember(request);
  const form = await request.formData();
  const intent = form.get('intent');
  const { language } = await chooseLanguage(request, me.language ?? null);
  if (!isIntent(intent))
    return data(
      {
        intent: 'password',
        ok: false,
        fieldErrors: {},
        message: i18nFor(language).t('settings:unknownForm'),
      } as SettingsResult,
      { status: 400 },
    );
  const result = await runSettingsForm(api, intent, form, i18nFor(language).getFixedT(null, 'server'));
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
        <FieldValuesScope errors={failed?.fieldErrors}>{children}</FieldValuesScope>
      </ReportingForm>
    </>
  );
}

/** A settings card: its heading (which names the section) and lead, then its link or form. */
function SettingsSection({
  id,
  title,
  lead,
  danger = false,
  children,
}: {
  id: string;
  title: string;
  lead: ReactNode;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      className={danger ? 'card settings-section settings-section--danger' : 'card settings-section'}
      aria-labelledby={`settings-${id}`}
    >
      <h2 id={`settings-${id}`}>{title}</h2>
      <p>{lead}</p>
      {children}
    </section>
  );
}

/** A settings form's submit button, disabled while that form is sending (saying "Please wait" if asked). */
function SettingsSubmit({
  intent,
  tone,
  showsWait = false,
  children,
}: {
  intent: SettingsIntent;
  tone: 'primary' | 'secondary' | 'danger';
  showsWait?: boolean;
  children: ReactNode;
}) {
  const { t } = useT('settings');
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  return (
    <button type="submit" className={`button button--${tone}`} disabled={busy}>
      {busy && showsWait ? t('pleaseWait') : children}
    </button>
  );
}

/** /Home/User/setting: password, e-mail, data export and account deletion (issue 14). */
export default function Settings() {
  const { t } = useT('settings');
  const { email } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const password = resultFor(result, 'password');
  const emailChange = resultFor(result, 'email');
  const confirm = resultFor(result, 'email-confirm');
  const exported = resultFor(result, 'export');
  const deletion = resultFor(result, 'delete');
  const awaitingCode = (emailChange?.ok ?? false) || (confirm !== undefined && !confirm.ok);
  return (
    <div className="container page settings-page">
      <h1>{t('title')}</h1>

      <LanguageSetting />

      <SettingsSection id="password" title={t('password.title')} lead={t('password.lead')}>
        <SettingsForm intent="password" label={t('password.title')} result={password}>
          <CurrentPasswordField label={t('password.current')} />
          <NewPasswordFields label={t('password.new')} confirmLabel={t('password.confirm')} />
          <SettingsSubmit intent="password" tone="primary" showsWait>
            {t('password.submit')}
          </SettingsSubmit>
        </SettingsForm>
      </SettingsSection>

      <SettingsSection
        id="email"
        title={t('email.title')}
        lead={<Trans t={t} i18nKey="email.lead" values={{ email }} components={{ strong: <strong /> }} />}
      >
        <SettingsForm intent="email" label={t('email.title')} result={emailChange}>
          <Field label={t('email.new')} name="email" type="email" autoComplete="email" required />
          <CurrentPasswordField label={t('password.current')} />
          <SettingsSubmit intent="email" tone="primary" showsWait>
            {t('email.send')}
          </SettingsSubmit>
        </SettingsForm>
        {awaitingCode || confirm ? (
          <>
            <SettingsForm intent="email-confirm" label={t('email.confirmLabel')} result={confirm}>
              <Field
                label={t('email.code')}
                name="email_otp"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                required
              />
              <SettingsSubmit intent="email-confirm" tone="primary">
                {t('email.confirm')}
              </SettingsSubmit>
            </SettingsForm>
          </>
        ) : null}
      </SettingsSection>

      <SettingsSection id="passkeys" title={t('passkeys.title')} lead={t('passkeys.lead')}>
        <Link to="/Home/User/passkeys" className="button button--secondary">
          {t('passkeys.manage')}
        </Link>
      </SettingsSection>

      <SettingsSection id="notifications" title={t('notifications.title')} lead={t('notifications.lead')}>
        <Link to="/Home/User/notification-settings" className="button button--secondary">
          {t('notifications.link')}
        </Link>
      </SettingsSection>

      <SettingsSection
        id="export"
        title={t('export.title')}
        lead={t('export.lead', { hours: DATA_EXPORT_LINK_HOURS })}
      >
        <SettingsForm intent="export" label={t('export.title')} result={exported}>
          <SettingsSubmit intent="export" tone="secondary">
            {t('export.submit')}
          </SettingsSubmit>
        </SettingsForm>
      </SettingsSection>

      <SettingsSection
        id="delete"
        title={t('delete.title')}
        danger
        lead={
          <Trans
            t={t}
            i18nKey="delete.lead"
            values={{ days: ACCOUNT_PURGE_AFTER_DAYS, removed: DELETION_POLICY_DAYS.removed }}
            components={{ policy: <Link to="/deletionPolicy" /> }}
          />
        }
      >
        <SettingsForm intent="delete" label={t('delete.title')} result={deletion}>
          <CurrentPasswordField label={t('delete.password')} name="password" />
          <SettingsSubmit intent="delete" tone="danger" showsWait>
            {t('delete.submit')}
          </SettingsSubmit>
        </SettingsForm>
      </SettingsSection>

      <GoHome />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
