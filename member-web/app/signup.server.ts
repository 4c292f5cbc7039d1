import { ELITE_PLAN_ID, UserType } from '@app/contracts';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { failureFrom, redirectIfSignedIn } from './accounts.server';
import { apiFor } from './api.server';
import { checkAll, englishServerTexts, formValues, rules, type ServerTexts } from './form-rules';
import { textsFor } from './i18n/texts.server';
import { idFrom, loadLocations } from './locations.server';
import { planCatalogue } from './money.server';
import { priceCountries, visitorCountry } from './visitor-country.server';

/** The free (/Register) and the elite (/RegisterNew) sign-up share their loader and action. */

/**
 * Every sign-up field's rules: one pass answers every message at once (decision 171), in the reader's
 * language (`server` texts; English without them, the terms text the seeds').
 */
const BUSINESS_TYPES: string[] = [UserType.Restaurant, UserType.Vendor, UserType.Manpower];

export function signupErrors(
  values: Record<string, string>,
  t: ServerTexts = englishServerTexts,
): Record<string, string> {
  const errors = checkAll(values, {
    user_type: [(value) => (BUSINESS_TYPES.includes(value) ? null : t('signup.businessType'))],
    business_name: [rules.maxLength(191, t('signup.businessNameLength'))],
    first_name: [rules.required(t('signup.firstName')), rules.maxLength(100, t('signup.firstNameLength'))],
    last_name: [rules.required(t('signup.lastName')), rules.maxLength(100, t('signup.lastNameLength'))],
    mobile_no: [rules.required(t('signup.mobile')), rules.mobile('country_id', t)],
    country_id: [rules.required(t('signup.country'))],
    state_id: [rules.required(t('signup.state'))],
    city_id: [rules.required(t('signup.city'))],
    email: [rules.required(t('signup.email')), rules.email(t('rules.email'))],
    password: [
      rules.required(t('signup.password')),
      rules.minLength(8, t('signup.passwordShort')),
      rules.maxLength(128, t('signup.passwordLong')),
    ],
    password_confirmation: [
      rules.required(t('signup.passwordAgain')),
      rules.sameAs('password', t('signup.passwordsDiffer')),
    ],
    terms: [rules.checked(t('signup.terms'))],
  });
  // Restaurants and vendors sign up with their business's name (restaurant professionals have none).
  if (values.user_type !== UserType.Manpower && !values.business_name && !errors.business_name)
    errors.business_name = t('signup.businessName');
  return errors;
}

/** Entries echoed back to the form after a failed submission (never the passwords). */
const ECHOED = [
  'user_type',
  'business_name',
  'first_name',
  'last_name',
  'mobile_no',
  'email',
  'gst_no',
  'coupon_code',
];

/** Entries a refresh of the form (new city lists, a coupon's check) also keeps; a refused sign-up does not. */
const KEPT_ON_REFRESH = ['password', 'password_confirmation', 'terms'] as const;

export async function signupLoader({ request }: LoaderFunctionArgs) {
  await redirectIfSignedIn(request);
  const url = new URL(request.url);
  const api = await apiFor(request);
  // The form starts in the country whose prices the visitor chose (decision 292), unless the URL says.
  const countries = await priceCountries(api);
  const locations = await loadLocations(
    api,
    {
      countryId:
        idFrom(url.searchParams.get('country_id')) ?? (await visitorCountry(request, countries)).countryId,
      stateId: idFrom(url.searchParams.get('state_id')),
      cityId: idFrom(url.searchParams.get('city_id')),
    },
    countries.length ? countries : undefined,
  );
  // The Free/Elite choice above the form, priced for the country the form starts with.
  const { elite } = await planCatalogue(api, locations.selected.countryId);
  return { locations, elite };
}

export async function signupAction({ request }: ActionFunctionArgs, kind: 'free' | 'elite') {
  await redirectIfSignedIn(request);
  const formData = await request.formData();
  const api = await apiFor(request);
  const values: Record<string, string> = {};
  for (const key of ECHOED) values[key] = String(formData.get(key) ?? '');
  const locations = await loadLocations(api, {
    countryId: idFrom(formData.get('country_id')),
    stateId: idFrom(formData.get('state_id')),
    cityId: idFrom(formData.get('city_id')),
  });
  // The Free/Elite choice above a re-rendered form is priced for the country now chosen in it.
  const elite = async () => (await planCatalogue(api, locations.selected.countryId)).elite;
  const fail = async (failure: { message?: string; fieldErrors: Record<string, string> }, status = 400) =>
    data(
      { values, locations, elite: await elite(), message: failure.message, fieldErrors: failure.fieldErrors },
      { status },
    );

  // "Load states" / "Load cities" without JavaScript, and the elite form's coupon Apply: fresh lists, every
  // entry kept (the elite page adds the coupon's answer). These buttons are not a submission, so the
  // passwords and the ticked terms come back too: only to the visitor who typed them, in the answer to their
  // own POST, never stored (no-store), and never after a refused sign-up (decision 295).
  const intent = formData.get('intent');
  if (intent === 'locations' || intent === 'coupon') {
    const kept = { ...values };
    for (const key of KEPT_ON_REFRESH) kept[key] = String(formData.get(key) ?? '');
    return data(
      { values: kept, locations, elite: await elite(), message: undefined, fieldErrors: {} },
      { headers: { 'Cache-Control': 'no-store' } },
    );
  }

  // Every field in one pass; without the terms (or with any error) nothing goes to the API (seeds, section 5).
  const input = formValues(formData);
  const errors = signupErrors(input, await textsFor(request, 'server'));
  if (Object.keys(errors).length > 0) return fail({ fieldErrors: errors });
  const body = {
    business_name: input.user_type === UserType.Manpower ? '' : input.business_name,
    first_name: input.first_name,
    last_name: input.last_name,
    email: input.email,
    mobile_no: input.mobile_no,
    password: input.password,
    password_confirmation: input.password_confirmation,
    user_type: input.user_type,
    country_id: input.country_id,
    state_id: input.state_id,
    city_id: input.city_id,
    // The terms checkbox carries the "I am 18 or older" confirmation.
    adult: '1',
    ...(kind === 'elite'
      ? {
          plan_id: ELITE_PLAN_ID,
          gst_no: input.gst_no ?? '',
          ...(input.coupon_code ? { coupon_code: input.coupon_code } : {}),
        }
      : {}),
  };
  try {
    await api.post(kind === 'elite' ? 'users/elight-signup' : 'users', body);
  } catch (error) {
    const failure = failureFrom(error);
    return fail(failure, 422);
  }
  // The account is unverified until the mailed one-time password is entered. The elite sign-up has its own
  // OTP step on /RegisterNew, which goes on to the payment.
  const query = new URLSearchParams(kind === 'elite' ? { verify: input.email } : { email: input.email });
  throw redirect(kind === 'elite' ? `/RegisterNew?${query}` : `/login/OtpVery?${query}`);
}
