import { Form, useNavigation } from '@remix-run/react';

import { useT } from '../i18n/i18n';
import { DismissibleWarning, FormAlert } from './form-fields';

/** What the code form shows after Verify or Resend. */
export interface OtpResult {
  ok: boolean;
  message?: string;
  /** Changes with every answer: clears the code typed and brings a dismissed warning back. */
  at: number;
}

/**
 * The mailed one-time password: a 6-character input, Verify and Resend (intents 'verify' / 'resend'
 * posted to the page's action). A success message shows as a notice; a failure shows the server's message
 * in a warning that goes away after 5 seconds (seeds, section 8).
 */
export function OtpForm({
  email,
  result,
  notice,
  verifyLabel,
  inputId = 'email_otp',
}: {
  email: string;
  result?: OtpResult;
  /** Shown when there is no answer yet (e.g. "code sent again" after a redirect). */
  notice?: string;
  verifyLabel?: string;
  inputId?: string;
}) {
  const { t } = useT('auth');
  const busy = useNavigation().state === 'submitting';
  const success = result?.ok ? result.message : notice;
  return (
    <>
      <FormAlert tone="success">{success}</FormAlert>
      {result && !result.ok ? (
        <DismissibleWarning autoDismissMs={5000} resetKey={result.at}>
          {result.message}
        </DismissibleWarning>
      ) : null}
      <Form method="post" className="form" aria-label={t('otp.formLabel')}>
        <input type="hidden" name="email" value={email} />
        <div className="field">
          <label htmlFor={inputId}>{t('otp.code')}</label>
          <input
            // A new key after each answer clears the code the member typed.
            key={result?.at ?? 'otp'}
            id={inputId}
            name="email_otp"
            className="otp-input"
            maxLength={6}
            minLength={6}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9A-Za-z]{6}"
            required
            defaultValue=""
          />
        </div>
        <div className="form__actions">
          <button
            type="submit"
            name="intent"
            value="verify"
            className="button button--primary"
            disabled={busy}
          >
            {verifyLabel ?? t('otp.verify')}
          </button>
          <button
            type="submit"
            name="intent"
            value="resend"
            formNoValidate
            className="button button--ghost"
            disabled={busy}
          >
            {t('otp.resend')}
          </button>
        </div>
      </Form>
    </>
  );
}
