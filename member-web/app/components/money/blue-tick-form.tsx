import { UserType, type BlueTickPrice } from '@app/contracts';
import { useNavigation } from '@remix-run/react';

import { formatPriceIn } from '../../i18n/format';
import { useT } from '../../i18n/i18n';
import { Field } from '../form-fields';
import { UploadForm } from '../owner/reporting-form';

/** The price: '₹499 plus GST' against a struck-through '₹999 plus GST' for young accounts (shared formatter). */
export function BlueTickPriceLine({ price }: { price: BlueTickPrice }) {
  const { t, i18n } = useT('money');
  const figure = (amount: number) =>
    formatPriceIn(
      amount,
      price.currency,
      price.plus_tax ? 'plus-gst' : price.currency === 'INR' ? 'gst-included' : 'no-tax',
      i18n.language,
    );
  return (
    <p className="price">
      <strong>{figure(price.display_amount)}</strong>
      {price.strike_display_amount !== null ? (
        <>
          {' '}
          <span className="visually-hidden">{t('blueTick.insteadOf')}</span>{' '}
          <del>{figure(price.strike_display_amount)}</del>
        </>
      ) : null}
    </p>
  );
}

/**
 * The documents step of the blue tick: an identity document and a business proof, then 'Verified Now !!!'
 * posts them to /blue-tick, which starts the payment. Used on /blue-tick and in Home's offer dialog.
 */
export function BlueTickForm({
  userType,
  message,
  fieldErrors = {},
}: {
  userType: UserType;
  message?: string;
  fieldErrors?: Record<string, string>;
}) {
  const { t } = useT('money');
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formAction === '/blue-tick';
  // Restaurant professionals may have no business to prove (the API decides; the label tells them).
  const proofOptional = userType === UserType.Manpower;
  return (
    <UploadForm
      prefix="bluetick"
      fieldErrors={fieldErrors}
      message={message}
      order={['document1', 'document2']}
      action="/blue-tick"
      aria-label={t('blueTick.documents')}
    >
      <Field
        label={t('blueTick.identity')}
        name="document1"
        type="file"
        accept="application/pdf,image/jpeg,image/png,image/webp"
        required
        hint={t('blueTick.identityHint')}
        error={fieldErrors.document1}
      />
      <Field
        label={proofOptional ? t('blueTick.proofOptional') : t('blueTick.proof')}
        name="document2"
        type="file"
        accept="application/pdf,image/jpeg,image/png,image/webp"
        required={!proofOptional}
        hint={t('blueTick.proofHint')}
        error={fieldErrors.document2}
      />
      <button type="submit" className="button button--primary button--large" disabled={busy}>
        {busy ? t('pleaseWait') : t('blueTick.submit')}
      </button>
    </UploadForm>
  );
}
