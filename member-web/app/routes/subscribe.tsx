import { DEFAULT_COUNTRY_ID, ELITE_PLAN_ID, type ApiClient, type SubscriptionView } from '@app/contracts';
import {
  data,
  redirect,
  redirectDocument,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node';
import { Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { z } from 'zod';

import { failureFrom, parseForm, requireMember } from '../accounts.server';
import type { ServerTexts } from '../form-rules';
import { textsFor } from '../i18n/texts.server';
import { EliteOffer } from '../components/money/elite-offer';
import { SubscriptionForm, type SubscriptionFormState } from '../components/money/subscription-form';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { checkoutPath } from '../components/money/checkout-path';
import type { SubscribeDetails } from '../components/money/upgrade-modal';
import { i18nFor, metaT, useT } from '../i18n/i18n';
import { requestLanguage } from '../i18n/language.server';
import { elitePrice, previewCoupon } from '../money.server';
import type { MemberUser } from '../types';

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches, 'money')('elite.metaTitle') }];

/**
 * /subscribe: the subscription modal's server side, and its page when the modal cannot open (no JavaScript,
 * a shared link). An Elite member has nothing to do here and goes Home.
 */
export async function loader({ request }: LoaderFunctionArgs): Promise<SubscribeDetails> {
  const { api, me } = await requireMember(request);
  if (me.is_subscribed) throw redirect('/Home/User');
  return { member: formMember(me), price: await elitePrice(api, countryOf(me)) };
}

const countryOf = (me: MemberUser) => me.country?.id ?? DEFAULT_COUNTRY_ID;

function formMember(me: MemberUser) {
  const { first_name, last_name, mobile_no, email, address, gst_no } = me;
  return { first_name, last_name, mobile_no, email, address, gst_no };
}

/** The form's own checks, in the reader's language (`server` texts). */
const requiredText = (message: string) => z.string({ required_error: message }).min(1, message);
const subscriptionSchema = (t: ServerTexts) =>
  z.object({
    first_name: requiredText(t('required.firstName')),
    last_name: requiredText(t('required.lastName')),
    mobile_no: requiredText(t('required.mobile')),
    address: z.string().optional(),
    gst_no: z.string().optional(),
    coupon_code: z.string().optional(),
  });

type Input = z.infer<ReturnType<typeof subscriptionSchema>>;

/** Entries echoed back to the form after a submission. */
const ECHOED = ['first_name', 'last_name', 'mobile_no', 'address', 'gst_no', 'coupon_code'] as const;

/**
 * Apply (intent=coupon): the API's price with the code. Create Payment (intent=pay): the profile update
 * first (its failure ends with 'Please Update Profile!!!'), then the subscription, then the payment page.
 */
export async function action({ request }: ActionFunctionArgs) {
  const { api, me } = await requireMember(request);
  if (me.is_subscribed) throw redirect('/Home/User');
  const formData = await request.formData();
  const values: Record<string, string> = {};
  for (const key of ECHOED) values[key] = String(formData.get(key) ?? '').trim();
  const answer = (state: SubscriptionFormState, status = 200) => data({ values, ...state }, { status });

  if (formData.get('intent') === 'coupon') {
    const language = await requestLanguage(request);
    if (!values.coupon_code)
      return answer({ fieldErrors: { coupon_code: i18nFor(language).t('server:coupon.enterCode') } }, 422);
    const coupon = await previewCoupon(api, countryOf(me), values.coupon_code, language);
    if (!coupon.ok) values.coupon_code = '';
    return answer({ coupon }, coupon.ok ? 200 : 422);
  }

  const t = await textsFor(request, 'server');
  const parsed = parseForm(subscriptionSchema(t), formData);
  if (!parsed.ok) return answer(parsed.failure, 400);
  const profileFailure = await updateProfile(api, me.id, parsed.data);
  if (profileFailure) {
    const message = t('profileFailed', { message: profileFailure.message ?? t('failed') });
    return answer({ message, fieldErrors: profileFailure.fieldErrors }, 422);
  }
  let subscription: SubscriptionView;
  try {
    const coupon = parsed.data.coupon_code ? { coupon_code: parsed.data.coupon_code } : {};
    subscription = (await api.post<SubscriptionView>('subscription', { plan_id: ELITE_PLAN_ID, ...coupon }))
      .data;
  } catch (error) {
    const failure = failureFrom(error);
    // A refused coupon is cleared, with the API's message next to it (seeds, section 8).
    values.coupon_code = '';
    return answer(
      { fieldErrors: { coupon_code: failure.fieldErrors.coupon_code ?? failure.message ?? '' } },
      422,
    );
  }
  // A full page load: the payment page carries its own Content-Security-Policy.
  throw redirectDocument(checkoutPath({ purpose: 'elite', subscription_id: subscription.id }));
}

/** POST users/{id} with the modal's details (multipart, as the profile form sends it); a refusal, or null. */
async function updateProfile(api: ApiClient, id: number, input: Input) {
  const body = new FormData();
  body.append('first_name', input.first_name);
  body.append('last_name', input.last_name);
  body.append('mobile_no', input.mobile_no);
  if (input.address) body.append('address', input.address);
  if (input.gst_no) body.append('gst_no', input.gst_no);
  try {
    await api.request('POST', `users/${id}`, { body });
    return null;
  } catch (error) {
    return failureFrom(error);
  }
}

export default function Subscribe() {
  const { t } = useT('money');
  const { member, price } = useLoaderData<typeof loader>();
  const state = useActionData<typeof action>();
  const navigation = useNavigation();
  return (
    <div className="container page auth-page">
      <div className="card auth-card auth-card--wide">
        <h1>{t('elite.modalTitle')}</h1>
        <EliteOffer price={price} />
        <SubscriptionForm
          member={member}
          price={price}
          state={state}
          busy={navigation.state === 'submitting'}
        />
        <p className="auth-card__footer">
          <Link to="/Home/User">{t('elite.notNow')}</Link>
        </p>
      </div>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
