import { ELITE_PLAN_ID, Messages, UserType } from '@app/contracts';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { z } from 'zod';

import { failureFrom, parseForm, redirectIfSignedIn, required } from './accounts.server';
import { apiFor } from './api.server';
import { idFrom, loadLocations } from './locations.server';

/** The free (/Register) and the elite (/RegisterNew) sign-up share their loader and action. */

const SignupSchema = z.object({
  user_type: z.enum([UserType.Restaurant, UserType.Vendor, UserType.Manpower], {
    errorMap: () => ({ message: 'Business type is required' }),
  }),
  business_name: z.string().optional(),
  first_name: required('First name'),
  last_name: required('Last name'),
  mobile_no: required('Phone'),
  country_id: required('Country'),
  state_id: required('State'),
  city_id: required('City'),
  email: required('Email'),
  password: required('Password'),
  password_confirmation: required('Confirm password'),
  gst_no: z.string().optional(),
  coupon_code: z.string().optional(),
});

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

export async function signupLoader({ request }: LoaderFunctionArgs) {
  await redirectIfSignedIn(request);
  const url = new URL(request.url);
  const locations = await loadLocations(await apiFor(request), {
    countryId: idFrom(url.searchParams.get('country_id')),
    stateId: idFrom(url.searchParams.get('state_id')),
    cityId: idFrom(url.searchParams.get('city_id')),
  });
  return { locations };
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
  const fail = (failure: { message?: string; fieldErrors: Record<string, string> }, status = 400) =>
    data({ values, locations, message: failure.message, fieldErrors: failure.fieldErrors }, { status });

  // "Load states" / "Load cities" without JavaScript, and the elite form's coupon Apply: fresh lists,
  // entries kept (the elite page adds the coupon's answer).
  const intent = formData.get('intent');
  if (intent === 'locations' || intent === 'coupon')
    return data({ values, locations, message: undefined, fieldErrors: {} });

  // Terms first: without them nothing goes to the API (seeds, section 5).
  if (formData.get('terms') !== 'on') return fail({ message: Messages.acceptTerms, fieldErrors: {} });

  const parsed = parseForm(SignupSchema, formData);
  if (!parsed.ok) return fail(parsed.failure);
  const input = parsed.data;
  const body = {
    business_name: input.user_type === UserType.Manpower ? '' : (input.business_name ?? ''),
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
