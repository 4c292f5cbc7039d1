import { DEFAULT_COUNTRY_ID, Messages, type LoginData } from '@app/contracts';
import { data, redirectDocument } from '@remix-run/node';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData, useNavigation } from '@remix-run/react';

import { failureFrom, redirectIfSignedIn, tokenFrom } from '../accounts.server';
import { apiFor } from '../api.server';
import { AlreadyMember, AuthCard } from '../components/auth-card';
import { ElitePlanFields } from '../components/money/elite-plan-fields';
import { EliteOtpStep } from '../components/money/elite-otp-step';
import { PlanChoice } from '../components/money/plan-choice';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { SignupForm } from '../components/signup-form';
import { metaT, useT } from '../i18n/i18n';
import { requestLanguage } from '../i18n/language.server';
import { idFrom } from '../locations.server';
import { checkoutPath } from '../components/money/checkout-path';
import { elitePrice, previewCoupon } from '../money.server';
import { messageCookie } from '../market.server';
import { commitToken } from '../session.server';
import { signupAction, signupLoader } from '../signup.server';

/**
 * /RegisterNew, the elite sign-up: the form (with the plan's price and a coupon box), then on
 * ?verify=<email> the one-time-password step, then the payment page for the subscription the sign-up made.
 */

export const meta: MetaFunction = ({ matches }) => [
  { title: metaT(matches, 'auth')('registerElite.metaTitle') },
];

export async function loader(args: LoaderFunctionArgs) {
  const email = new URL(args.request.url).searchParams.get('verify')?.trim();
  if (email) {
    await redirectIfSignedIn(args.request);
    return { step: 'verify' as const, email };
  }
  const { locations, elite } = await signupLoader(args);
  const price = await elitePrice(await apiFor(args.request), locations.selected.countryId);
  return { step: 'form' as const, locations, price, elite };
}

export async function action(args: ActionFunctionArgs) {
  const form = await args.request.clone().formData();
  const intent = form.get('intent');
  if (intent === 'verify' || intent === 'resend') return verifyStep(args.request, form);

  // Sign-up (or a refresh of the form): the shared sign-up action, plus this form's price and coupon answer.
  const result = await signupAction(args, 'elite');
  const api = await apiFor(args.request);
  const countryId = idFrom(form.get('country_id')) ?? DEFAULT_COUNTRY_ID;
  const code = String(form.get('coupon_code') ?? '').trim();
  const [price, coupon] = await Promise.all([
    elitePrice(api, countryId),
    intent === 'coupon' && code
      ? previewCoupon(api, countryId, code, await requestLanguage(args.request))
      : null,
  ]);
  // A refused code is cleared from the form, with the API's message next to it.
  const values = coupon && !coupon.ok ? { ...result.data.values, coupon_code: '' } : result.data.values;
  return data({ step: 'form' as const, ...result.data, values, price, coupon }, result.init ?? undefined);
}

/**
 * Verify: the mailed code signs the member in, and the subscription created at sign-up goes to its payment.
 * Resend: a new code by mail.
 */
async function verifyStep(request: Request, form: FormData) {
  await redirectIfSignedIn(request);
  const api = await apiFor(request);
  const email = String(form.get('email') ?? '').trim();
  if (form.get('intent') === 'resend') {
    try {
      const { message } = await api.post('resend-email-otp', { email });
      return { step: 'verify' as const, ok: true, message: message || Messages.otpResent, at: Date.now() };
    } catch (error) {
      return data(
        { step: 'verify' as const, ok: false, ...failureFrom(error), at: Date.now() },
        { status: 422 },
      );
    }
  }
  let user: LoginData;
  let verified: string;
  try {
    const answer = await api.post<LoginData>('verify-email', {
      email,
      email_otp: String(form.get('email_otp') ?? '').trim(),
    });
    user = answer.data;
    verified = answer.message || Messages.emailVerified;
  } catch (error) {
    return data(
      { step: 'verify' as const, ok: false, ...failureFrom(error, Messages.otpVerifyFail), at: Date.now() },
      { status: 422 },
    );
  }
  const subscription = user.subscription?.status === 'pending' ? user.subscription : null;
  const headers = new Headers();
  headers.append('Set-Cookie', await commitToken(request, tokenFrom(user.authorization)));
  // Without a payment to start, the home page says the e-mail is verified.
  if (!subscription) headers.append('Set-Cookie', await messageCookie(verified));
  // A full page load: the payment page carries its own Content-Security-Policy.
  throw redirectDocument(
    subscription ? checkoutPath({ purpose: 'elite', subscription_id: subscription.id }) : '/Home',
    { headers },
  );
}

export default function RegisterNew() {
  const { t } = useT('auth');
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  if (loaded.step === 'verify') {
    return (
      <div className="container page auth-page">
        <EliteOtpStep email={loaded.email} result={result?.step === 'verify' ? result : undefined} />
      </div>
    );
  }
  const state = result?.step === 'form' ? result : undefined;
  return (
    <AuthCard title={t('registerElite.title')} footer={<AlreadyMember />} wide>
      <PlanChoice elite={state?.elite ?? loaded.elite} current="elite" />
      <SignupForm locations={state?.locations ?? loaded.locations} state={state} elite>
        <ElitePlanFields
          values={state?.values ?? {}}
          errors={state?.fieldErrors ?? {}}
          price={state?.price ?? loaded.price}
          coupon={state?.coupon}
          busy={navigation.state === 'submitting'}
        />
      </SignupForm>
    </AuthCard>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
