import { Form, useNavigation } from '@remix-run/react';

import { DismissibleWarning, FormAlert } from '../form-fields';

/** What the OTP step shows after Verify or Resend. */
export interface OtpStepResult {
  ok: boolean;
  message?: string;
  /** Changes with every answer: clears the code and brings a dismissed warning back. */
  at: number;
}

/**
 * The elite sign-up's verification step: the mailed one-time password, then straight on to the payment.
 * A failed code shows the server's message in a warning that goes away after 5 seconds (seeds, section 8).
 */
export function EliteOtpStep({ email, result }: { email: string; result?: OtpStepResult }) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  return (
    <section className="card auth-card" aria-labelledby="elite-otp-title">
      <h1 id="elite-otp-title">Verify your email</h1>
      <p>
        We sent a 6-character code to <strong>{email}</strong>. Enter it to activate your account; the payment
        for your Elite membership follows.
      </p>
      {result?.ok ? <FormAlert tone="success">{result.message}</FormAlert> : null}
      {result && !result.ok ? (
        <DismissibleWarning autoDismissMs={5000} resetKey={result.at}>
          {result.message}
        </DismissibleWarning>
      ) : null}
      <Form method="post" className="form" aria-label="Verify your email">
        <input type="hidden" name="email" value={email} />
        <div className="field">
          <label htmlFor="elite_email_otp">One-time password</label>
          <input
            key={result?.at ?? 'otp'}
            id="elite_email_otp"
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
          <button type="submit" name="intent" value="verify" className="button button--primary" disabled={busy}>
            Verify and pay
          </button>
          <button type="submit" name="intent" value="resend" formNoValidate className="button button--ghost" disabled={busy}>
            Resend
          </button>
        </div>
      </Form>
    </section>
  );
}
