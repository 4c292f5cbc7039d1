import { OtpForm, type OtpResult } from '../otp-form';

/** The elite sign-up's verification step: the mailed one-time password, then straight on to the payment. */
export function EliteOtpStep({ email, result }: { email: string; result?: OtpResult }) {
  return (
    <section className="card auth-card" aria-labelledby="elite-otp-title">
      <h1 id="elite-otp-title">Verify your email</h1>
      <p>
        We sent a 6-character code to <strong>{email}</strong>. Enter it to activate your account; the payment
        for your Elite membership follows.
      </p>
      <OtpForm email={email} result={result} verifyLabel="Verify and pay" inputId="elite_email_otp" />
    </section>
  );
}
