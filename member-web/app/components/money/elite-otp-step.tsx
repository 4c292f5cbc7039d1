import { Trans } from 'react-i18next';

import { useT } from '../../i18n/i18n';
import { OtpForm, type OtpResult } from '../otp-form';

/** The elite sign-up's verification step: the mailed one-time password, then straight on to the payment. */
export function EliteOtpStep({ email, result }: { email: string; result?: OtpResult }) {
  const { t } = useT('money');
  return (
    <section className="card auth-card" aria-labelledby="elite-otp-title">
      <h1 id="elite-otp-title">{t('otp.title')}</h1>
      <p>
        <Trans t={t} i18nKey="otp.text" values={{ email }} components={{ strong: <strong /> }} />
      </p>
      <OtpForm email={email} result={result} verifyLabel={t('otp.verify')} inputId="elite_email_otp" />
    </section>
  );
}
