import { useFetcher } from '@remix-run/react';
import { useEffect } from 'react';

import { useT } from '../../i18n/i18n';
import type { CouponPreview, ElitePrice, PlanPrice } from '../../money.server';
import { Field } from '../form-fields';
import { CouponBox } from './coupon-box';
import { priceTextIn } from './price-text';

/** What /resources/elite-price answers (its loader promises this shape). */
export interface ElitePriceData {
  /** The form's price line and advertised coupon. */
  price: ElitePrice | null;
  /** The Free/Elite cards above the form. */
  plan: PlanPrice | null;
}

/** One fetcher for the sign-up page's prices, shared by the cards and the Elite fields. */
const COUNTRY_PRICE_FETCHER = 'signup-country-price';

/** The prices for the country last chosen in the sign-up form (with JavaScript), or undefined before any. */
export function useCountryPrice(): ElitePriceData | undefined {
  return useFetcher<ElitePriceData>({ key: COUNTRY_PRICE_FETCHER }).data;
}

/**
 * Follows the sign-up form's country select (called once per page, by the plan cards): each change
 * loads that country's prices into the shared fetcher. Without JavaScript the page is re-rendered by
 * "Load states" with the prices of the chosen country instead.
 */
export function useFollowFormCountry(enabled: boolean): void {
  const { load } = useFetcher<ElitePriceData>({ key: COUNTRY_PRICE_FETCHER });
  useEffect(() => {
    if (!enabled) return;
    const onChange = (event: Event) => {
      const target = event.target as HTMLSelectElement;
      if (target instanceof HTMLSelectElement && target.name === 'country_id' && target.value)
        load(`/resources/elite-price?country_id=${encodeURIComponent(target.value)}`);
    };
    document.addEventListener('change', onChange);
    return () => document.removeEventListener('change', onChange);
  }, [enabled, load]);
}

/**
 * The elite sign-up's own fields: GST number, the coupon box and the price in the chosen country. With
 * JavaScript the price follows the form's country select (useFollowFormCountry, run by the plan cards
 * above the form); without it, it is the price for the country the page was rendered with (the API
 * charges by the account's country either way).
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
  const { t, i18n } = useT('money');
  const latest = useCountryPrice();
  const shown = latest ? latest.price : price;
  return (
    <fieldset className="elite-fields">
      <legend>{t('elite.membership')}</legend>
      <Field label={t('form.gst')} name="gst_no" defaultValue={values.gst_no} error={errors.gst_no} />
      <CouponBox
        code={values.coupon_code}
        promoCode={shown?.promoCode}
        preview={coupon}
        error={errors.coupon_code}
        busy={busy}
      />
      <p className="price" aria-live="polite">
        {t('elite.price')} <strong>{t('elite.perYear', { price: priceTextIn(shown, i18n.language) })}</strong>
      </p>
    </fieldset>
  );
}
