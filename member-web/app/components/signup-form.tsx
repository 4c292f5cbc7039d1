import { UserType } from '@app/contracts';
import { Form, Link, useNavigation } from '@remix-run/react';
import { useRef, useState, type ReactNode } from 'react';
import { Trans } from 'react-i18next';

import { useT } from '../i18n/i18n';
import type { LocationLists } from '../locations.server';
import {
  ErrorSummary,
  Field,
  FieldError,
  FieldValuesScope,
  FormAlert,
  FormErrorScope,
  useFocusFirstError,
} from './form-fields';
import { NewPasswordFields } from './account-password-fields';
import { LocationFields } from './location-fields';
import { useHydrated } from './use-hydrated';

export interface SignupFormState {
  values?: Record<string, string>;
  message?: string;
  fieldErrors?: Record<string, string>;
}

/** The order of the error summary: the order of the fields on the form. */
const SIGNUP_ORDER = [
  'user_type',
  'business_name',
  'first_name',
  'last_name',
  'mobile_no',
  'country_id',
  'state_id',
  'city_id',
  'email',
  'password',
  'password_confirmation',
  'gst_no',
  'coupon_code',
  'terms',
];

const BUSINESS_TYPES = [
  { value: UserType.Restaurant, label: 'signup.types.restaurant' },
  { value: UserType.Vendor, label: 'signup.types.vendor' },
  { value: UserType.Manpower, label: 'signup.types.manpower' },
];

/**
 * The sign-up form: the free one, or with `elite` the paid one (Pay Now), whose own fields (GST, coupon,
 * price) come in as `children`.
 */
export function SignupForm({
  locations,
  state,
  elite = false,
  children,
}: {
  locations: LocationLists;
  state?: SignupFormState;
  elite?: boolean;
  children?: ReactNode;
}) {
  const { t } = useT('auth');
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'signup';
  const values = state?.values ?? {};
  const errors = state?.fieldErrors ?? {};
  const [userType, setUserType] = useState(values.user_type || UserType.Restaurant);
  const showBusinessName = !hydrated || userType !== UserType.Manpower;
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, state?.fieldErrors && Object.keys(state.fieldErrors).length ? state : null);

  return (
    <FormErrorScope prefix="signup">
      <Form
        ref={formRef}
        method="post"
        className="form"
        noValidate
        aria-label={elite ? t('signup.eliteLabel') : t('signup.freeLabel')}
      >
        <FormAlert>{state?.message}</FormAlert>
        <ErrorSummary prefix="signup" errors={state?.message ? undefined : errors} order={SIGNUP_ORDER} />
        <div className="field">
          <label htmlFor="signup-user_type">{t('signup.businessType')}</label>
          <select
            id="signup-user_type"
            name="user_type"
            required
            value={userType}
            aria-invalid={errors.user_type ? true : undefined}
            aria-describedby={errors.user_type ? 'signup-user_type-error' : undefined}
            onChange={(event) => setUserType(event.target.value)}
          >
            {BUSINESS_TYPES.map((type) => (
              <option key={type.value} value={type.value}>
                {t(type.label)}
              </option>
            ))}
          </select>
          <FieldError id="signup-user_type-error" error={errors.user_type} />
        </div>
        <FieldValuesScope values={values} errors={errors}>
          {showBusinessName ? (
            <Field
              label={t('signup.businessName')}
              name="business_name"
              autoComplete="organization"
              hint={hydrated ? undefined : t('signup.businessNameHint')}
            />
          ) : null}
          <div className="form__grid">
            <Field label={t('signup.firstName')} name="first_name" autoComplete="given-name" required />
            <Field label={t('signup.lastName')} name="last_name" autoComplete="family-name" required />
          </div>
          <Field label={t('signup.phone')} name="mobile_no" type="tel" autoComplete="tel" required />
          <LocationFields lists={locations} errors={errors} />
          <Field label={t('signup.email')} name="email" type="email" autoComplete="email" required />
          <div className="form__grid">
            <NewPasswordFields
              label={t('signup.password')}
              confirmLabel={t('signup.confirmPassword')}
              values={values}
              strength
            />
          </div>
        </FieldValuesScope>
        {children}
        <div className="field">
          <label className="checkbox">
            {/* Not `required`: the server answers 'Please accept Terms & Privacy' and sends nothing on. */}
            <input
              type="checkbox"
              name="terms"
              id="signup-terms"
              defaultChecked={values.terms === 'on'}
              aria-invalid={errors.terms ? true : undefined}
              aria-describedby={errors.terms ? 'signup-terms-error' : undefined}
            />{' '}
            <span>
              <Trans
                t={t}
                i18nKey="signup.terms"
                components={{ terms: <Link to="/privacypolicy" target="_blank" rel="noreferrer" /> }}
              />
            </span>
          </label>
          <FieldError id="signup-terms-error" error={errors.terms} />
        </div>
        <button
          type="submit"
          name="intent"
          value="signup"
          className="button button--primary button--large"
          disabled={busy}
        >
          {busy ? t('pleaseWait') : elite ? t('signup.payNow') : t('signup.register')}
        </button>
      </Form>
    </FormErrorScope>
  );
}
