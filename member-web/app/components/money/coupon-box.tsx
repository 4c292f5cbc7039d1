import { Trans } from 'react-i18next';

import { useT } from '../../i18n/i18n';
import type { CouponPreview } from '../../money.server';
import { Field, FormAlert } from '../form-fields';
import { CopyableCode } from './copy-code';

/**
 * The promo-code box: the code, an Apply button (a submit with intent=coupon, so it works without
 * JavaScript), and the API's answer. A refused code comes back cleared with the API's message below it.
 */
export function CouponBox({
  code,
  promoCode,
  preview,
  error,
  busy,
}: {
  code?: string;
  /** The advertised code, shown for copying. */
  promoCode?: string | null;
  preview?: CouponPreview | null;
  error?: string;
  busy?: boolean;
}) {
  const { t } = useT('money');
  const refused = preview && !preview.ok ? preview.message : undefined;
  return (
    <div className="coupon-box">
      <div className="coupon-box__row">
        <Field
          // A new key after each answer, so a refused code is cleared from the input.
          key={preview ? `${preview.ok}-${preview.code}` : 'coupon'}
          label={t('coupon.label')}
          name="coupon_code"
          autoComplete="off"
          maxLength={32}
          defaultValue={preview ? (preview.ok ? preview.code : '') : code}
          error={refused ?? error}
          hint={
            promoCode ? (
              <>
                {t('coupon.promo')} <CopyableCode code={promoCode} />
              </>
            ) : undefined
          }
        />
        <button
          type="submit"
          name="intent"
          value="coupon"
          formNoValidate
          className="button button--ghost"
          disabled={busy}
        >
          {t('coupon.apply')}
        </button>
      </div>
      {preview?.ok ? (
        <FormAlert tone="success">
          <p>{preview.message}</p>
          <p>
            <Trans
              t={t}
              i18nKey="coupon.youPay"
              values={{ amount: preview.payable }}
              components={{ strong: <strong /> }}
            />
          </p>
        </FormAlert>
      ) : null}
    </div>
  );
}
