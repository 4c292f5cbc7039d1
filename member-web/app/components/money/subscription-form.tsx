import { Form, type FetcherWithComponents } from '@remix-run/react';

import { useT } from '../../i18n/i18n';
import type { CouponPreview, ElitePrice } from '../../money.server';
import { Field, FieldValuesScope, FormAlert } from '../form-fields';
import { CouponBox } from './coupon-box';
import { priceTextIn } from './price-text';

/** The member's details the form starts from (the profile as the API has it). */
export interface SubscriptionFormMember {
  first_name: string;
  last_name: string;
  mobile_no: string | null;
  email: string;
  address: string | null;
  gst_no: string | null;
}

/** What the form shows after a submission: entries kept, messages, the coupon's answer. */
export interface SubscriptionFormState {
  values?: Record<string, string>;
  message?: string;
  fieldErrors?: Record<string, string>;
  coupon?: CouponPreview | null;
}

/** The profile details the form edits (sent to the profile update). */
const PROFILE_FIELDS = ['first_name', 'last_name', 'mobile_no', 'address', 'gst_no'] as const;

/** A page form, or the modal's fetcher form (which stays on the page it opened on). */
type FormComponent = typeof Form | FetcherWithComponents<unknown>['Form'];

/**
 * 'Make this an Elite Account': the profile details first (sent to the profile update), the plan, a
 * promo-code box and Create Payment. Posts to /subscribe, as a page form or through the modal's fetcher
 * (`as`).
 */
export function SubscriptionForm({
  member,
  price,
  state = {},
  busy = false,
  as: FormTag = Form,
}: {
  member: SubscriptionFormMember;
  price: ElitePrice | null;
  state?: SubscriptionFormState;
  busy?: boolean;
  as?: FormComponent;
}) {
  const { t, i18n } = useT('money');
  const errors = state.fieldErrors ?? {};
  const values = Object.fromEntries(
    PROFILE_FIELDS.map((field) => [field, state.values?.[field] ?? member[field] ?? '']),
  );
  return (
    <FormTag method="post" action="/subscribe" className="form" aria-label={t('elite.modalTitle')}>
      <FormAlert>{state.message}</FormAlert>
      <FieldValuesScope values={values} errors={errors}>
        <div className="form__grid">
          <Field label={t('form.firstName')} name="first_name" autoComplete="given-name" required />
          <Field label={t('form.lastName')} name="last_name" autoComplete="family-name" required />
        </div>
        <Field label={t('form.mobile')} name="mobile_no" type="tel" autoComplete="tel" required />
        <Field label={t('form.email')} name="email" type="email" readOnly defaultValue={member.email} />
        <Field label={t('form.address')} name="address" autoComplete="street-address" />
        <Field label={t('form.gst')} name="gst_no" />
      </FieldValuesScope>
      <p className="price">
        {t('elite.plan')}{' '}
        <strong>{t('elite.oneYearPrice', { price: priceTextIn(price, i18n.language) })}</strong>
      </p>
      <CouponBox
        code={state.values?.coupon_code}
        promoCode={price?.promoCode}
        preview={state.coupon}
        error={errors.coupon_code}
        busy={busy}
      />
      <button
        type="submit"
        name="intent"
        value="pay"
        className="button button--primary button--large"
        disabled={busy}
      >
        {busy ? t('pleaseWait') : t('elite.createPayment')}
      </button>
    </FormTag>
  );
}
