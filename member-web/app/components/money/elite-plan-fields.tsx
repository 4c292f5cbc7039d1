import { ELITE_DEFAULT_PRICE_INR, formatPrice } from '@app/contracts';
import { useFetcher } from '@remix-run/react';
import { useEffect, useRef } from 'react';

import type { CouponPreview, ElitePrice } from '../../money.server';
import { Field } from '../form-fields';
import { CouponBox } from './coupon-box';

/** What /resources/elite-price answers (its loader promises this shape). */
export interface ElitePriceData {
  price: ElitePrice | null;
}

/**
 * The elite sign-up's own fields: GST number, the coupon box and the price in the chosen country. With
 * JavaScript the price follows the form's country select; without it, it is the price for the country
 * the page was rendered with (the API charges by the account's country either way).
 */
export function ElitePlanFields({
  values,
  errors,
  price,
  coupon,
  busy,
}: {
  values: Record<string, string>;
  errors: Record<string, string>;
  price: ElitePrice | null;
  coupon?: CouponPreview | null;
  busy?: boolean;
}) {
  const fieldsetRef = useRef<HTMLFieldSetElement>(null);
  const latest = useFetcher<ElitePriceData>();
  const { load } = latest;

  useEffect(() => {
    const form = fieldsetRef.current?.form;
    if (!form) return;
    const onChange = (event: Event) => {
      const target = event.target as HTMLSelectElement;
      if (target.name === 'country_id' && target.value)
        load(`/resources/elite-price?country_id=${encodeURIComponent(target.value)}`);
    };
    form.addEventListener('change', onChange);
    return () => form.removeEventListener('change', onChange);
  }, [load]);

  const shown = latest.data ? latest.data.price : price;
  return (
    <fieldset ref={fieldsetRef} className="elite-fields">
      <legend>Elite membership</legend>
      <Field label="GST number (optional)" name="gst_no" defaultValue={values.gst_no} error={errors.gst_no} />
      <CouponBox
        code={values.coupon_code}
        promoCode={shown?.promoCode}
        preview={coupon}
        error={errors.coupon_code}
        busy={busy}
      />
      <p className="price" aria-live="polite">
        Price:{' '}
        <strong>{shown?.text ?? formatPrice(ELITE_DEFAULT_PRICE_INR, 'INR', 'gst-included')} / 1 year</strong>
      </p>
    </fieldset>
  );
}
