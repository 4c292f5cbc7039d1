import {
  ApiError,
  fromMinorUnits,
  PaymentReturnPaths,
  taxNoteFor,
  type CheckoutData,
  type CheckoutPayload,
  type PaymentView,
} from '@app/contracts';
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { Trans } from 'react-i18next';
import { z } from 'zod';

import { requireMember } from '../accounts.server';
import { FormAlert } from '../components/form-fields';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { formatPriceIn } from '../i18n/format';
import { metaT, useT } from '../i18n/i18n';
import { paymentPageCsp, startCheckout } from '../money.server';

/**
 * /payments/start?purpose=elite&subscription_id=… or ?purpose=bluetick&bluetick_payment_id=…: asks the API for
 * a payment attempt and hands the browser to the provider. PayU: a form posted to PayU (at once by
 * /money/payu.js, or by the member's click without JavaScript). Razorpay: its Checkout opened by
 * /money/razorpay.js, whose result comes back to this route's action.
 *
 * The page carries a strict Content-Security-Policy, so the site's own inline scripts do not run here: every
 * way in is a full page load (redirectDocument / reloadDocument), and the page's behaviour is in those two
 * files (docs/decisions/040).
 */

export const meta: MetaFunction = ({ matches }) => [
  { title: metaT(matches, 'money')('payment.metaTitle') },
  { name: 'robots', content: 'noindex' },
];

const CheckoutQuery = z.discriminatedUnion('purpose', [
  z.object({ purpose: z.literal('elite'), subscription_id: z.coerce.number().int().positive() }),
  z.object({ purpose: z.literal('bluetick'), bluetick_payment_id: z.coerce.number().int().positive() }),
]);

/** A payment page is never cached: it holds a one-time transaction. */
const NO_STORE = { 'Cache-Control': 'no-store' };

export async function loader({ request }: LoaderFunctionArgs) {
  const { api } = await requireMember(request);
  const query = CheckoutQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) throw new Response('Not found', { status: 404 });
  const payload: CheckoutPayload = query.data;
  const headers = (checkout: CheckoutData | null) => ({
    ...NO_STORE,
    'Content-Security-Policy': paymentPageCsp(checkout),
  });
  try {
    const checkout = await startCheckout(api, payload);
    return data({ checkout, problem: null }, { headers: headers(checkout) });
  } catch (error) {
    // Already paid, not yours, nothing to pay, provider down: the API's own words.
    if (error instanceof ApiError && error.status < 500 && error.status !== 401) {
      return data(
        { checkout: null, problem: error.body?.message ?? error.message },
        { status: error.status, headers: headers(null) },
      );
    }
    throw error;
  }
}

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

const RazorpayResult = z.object({
  razorpay_payment_id: z.string().min(1).max(100),
  razorpay_order_id: z.string().min(1).max(100),
  razorpay_signature: z.string().min(1).max(200),
});

/**
 * Where the member goes after a verified payment: the path the API names (only a path on this site, never
 * elsewhere), with the payment's id for the result page.
 */
function nextPath(payment: PaymentView): string {
  const path = /^\/(?!\/)/.test(payment.redirect_path ?? '')
    ? payment.redirect_path
    : PaymentReturnPaths.success;
  return path.includes('?') ? path : `${path}?payment_id=${payment.payment_id}`;
}

/** The Razorpay Checkout result, posted by /money/razorpay.js: the API verifies the signature. */
export async function action({ request }: ActionFunctionArgs) {
  const { api } = await requireMember(request);
  const form = Object.fromEntries(await request.formData());
  const paymentId = z.coerce.number().int().positive().safeParse(form.payment_id);
  const failPath = paymentId.success
    ? `${PaymentReturnPaths.fail}?payment_id=${paymentId.data}`
    : PaymentReturnPaths.fail;
  const result = RazorpayResult.safeParse(form);
  if (form.intent !== 'verify' || !result.success) throw redirect(failPath);
  try {
    const { data: payment } = await api.post<PaymentView>('payments/razorpay/verify', result.data);
    throw redirect(nextPath(payment));
  } catch (error) {
    if (error instanceof ApiError && error.status < 500 && error.status !== 401) throw redirect(failPath);
    throw error;
  }
}

export default function PaymentStart() {
  const { t } = useT('money');
  const { checkout, problem } = useLoaderData<typeof loader>();
  return (
    <div className="container page auth-page">
      <div className="card auth-card">
        <h1>{t('payment.title')}</h1>
        {checkout?.provider === 'payu' ? <PayuForm checkout={checkout} /> : null}
        {checkout?.provider === 'razorpay' ? <RazorpayCheckoutPanel checkout={checkout} /> : null}
        {problem ? (
          <>
            <FormAlert>{problem}</FormAlert>
            <p>
              <Link to="/Home/User" reloadDocument>
                {t('common:goHome')}
              </Link>
            </p>
          </>
        ) : null}
      </div>
    </div>
  );
}

function PayuForm({ checkout }: { checkout: Extract<CheckoutData, { provider: 'payu' }> }) {
  const { t, i18n } = useT('money');
  const { fields } = checkout.payu;
  return (
    <>
      <p>
        <Trans
          t={t}
          i18nKey="payment.payingPayu"
          values={{
            amount: formatPriceIn(fields.amount, 'INR', 'gst-included', i18n.language),
            product: fields.productinfo,
          }}
          components={{ strong: <strong /> }}
        />
      </p>
      <form id="payu-form" method="post" action={checkout.payu.action}>
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" className="button button--primary button--large">
          {t('payment.continue')}
        </button>
      </form>
      <script src="/money/payu.js" defer />
    </>
  );
}

/** What Razorpay will charge, in the order's currency (its amount is in minor units). */
function razorpayAmount(
  { amount, currency }: { amount: number; currency: string },
  language: string,
): string {
  const value = fromMinorUnits(amount, currency);
  return formatPriceIn(value, currency, taxNoteFor(currency, value, value), language);
}

function RazorpayCheckoutPanel({ checkout }: { checkout: Extract<CheckoutData, { provider: 'razorpay' }> }) {
  const { t, i18n } = useT('money');
  const options = checkout.razorpay;
  return (
    <>
      <p>
        <Trans
          t={t}
          i18nKey="payment.payingRazorpay"
          values={{ amount: razorpayAmount(options, i18n.language), product: options.description }}
          components={{ strong: <strong /> }}
        />
      </p>
      {/* Data, not code: read by /money/razorpay.js ('<' escaped so the block cannot be closed early). */}
      <script
        type="application/json"
        id="razorpay-options"
        dangerouslySetInnerHTML={{ __html: JSON.stringify(options).replace(/</g, '\\u003c') }}
      />
      <form id="razorpay-result" method="post">
        <input type="hidden" name="intent" value="" />
        <input type="hidden" name="payment_id" value={checkout.payment_id} />
        <input type="hidden" name="razorpay_payment_id" value="" />
        <input type="hidden" name="razorpay_order_id" value="" />
        <input type="hidden" name="razorpay_signature" value="" />
      </form>
      <button type="button" id="razorpay-open" className="button button--primary button--large">
        {t('payment.payNow')}
      </button>
      <noscript>
        <FormAlert tone="warning">{t('payment.needsJs')}</FormAlert>
      </noscript>
      <div id="razorpay-unavailable" hidden>
        <FormAlert>{t('payment.notLoaded')}</FormAlert>
      </div>
      <script src={options.script_url} defer />
      <script src="/money/razorpay.js" defer />
    </>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
