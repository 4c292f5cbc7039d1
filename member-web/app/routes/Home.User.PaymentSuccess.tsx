import { BillingMessages, eliteUnlocks, Messages, PaymentReturnPaths } from '@app/contracts';
import { redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useLoaderData, useRouteLoaderData } from '@remix-run/react';

import { requireMember } from '../accounts.server';
import { FormAlert } from '../components/form-fields';
import { ResultCard } from '../components/money/payment-result';
import { RedirectAfter } from '../components/redirect-after';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { memberPayment, paymentIdFrom } from '../money.server';
import type { loader as rootLoader } from '../root';

/** While the provider has not confirmed yet, the page asks again this often (the seeds' 5-second flag). */
const RECHECK_SECONDS = 5;
/**
 * How many times it asks before it stops and explains (24 × 5 s = 2 minutes; decision 172). The count rides
 * in the address (`check=n`), so it works without JavaScript; the server still confirms the payment later.
 */
const MAX_CHECKS = 24;
/** After a confirmed payment the page goes Home after this long (the seeds' 10-second marker). */
const HOME_AFTER_MS = 10_000;

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [
  { title: 'Payment | Restaurant Community' },
  // The in-progress page reloads itself for a bounded while (with or without JavaScript), then stops.
  ...(loaded?.state === 'pending' && loaded.nextCheck
    ? [{ httpEquiv: 'refresh', content: `${RECHECK_SECONDS};url=${loaded.nextCheck}` } as const]
    : []),
];

/**
 * /Home/User/PaymentSuccess?payment_id=<id>: where the API sends the browser after a payment. The page shows what
 * the API says about that payment (the member's own only), never what the address claims. Without a payment
 * to show it goes to /Home, as the seeds' page did without its stored hash.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { api } = await requireMember(request);
  const url = new URL(request.url);
  const id = paymentIdFrom(request);
  const payment = id ? await memberPayment(api, id) : null;
  if (!payment || payment.status === 'superseded') throw redirect('/Home');
  if (payment.status === 'failed')
    throw redirect(`${PaymentReturnPaths.fail}?payment_id=${payment.payment_id}`);
  const check = Math.min(
    Math.max(Number.parseInt(url.searchParams.get('check') ?? '0', 10) || 0, 0),
    MAX_CHECKS,
  );
  const again = (n: number) => `?payment_id=${encodeURIComponent(payment.payment_id)}&check=${n}`;
  return {
    state: payment.status,
    purpose: payment.purpose,
    /** The address of the next automatic check, or null once the wait is over. */
    nextCheck: check < MAX_CHECKS ? again(check + 1) : null,
    /** "Check again" after the wait: one more look, without starting the loop again. */
    checkAgain: again(MAX_CHECKS),
  };
}

export default function PaymentSuccess() {
  const { state, purpose, nextCheck, checkAgain } = useLoaderData<typeof loader>();
  const supportEmail = useRouteLoaderData<typeof rootLoader>('root')?.supportEmail;
  if (state === 'pending' && nextCheck) {
    return (
      <ResultCard>
        <h1>{Messages.paymentInProgress}</h1>
        <p aria-live="polite">
          We are waiting for the payment provider to confirm your payment. This page checks again every{' '}
          {RECHECK_SECONDS} seconds for up to 2 minutes.
        </p>
      </ResultCard>
    );
  }
  if (state === 'pending') {
    return (
      <ResultCard>
        <h1>Your payment is still pending</h1>
        <p role="status">
          The payment provider has not confirmed your payment yet. This can take a while with some banks and
          UPI apps.
        </p>
        <ul>
          <li>
            You do not need to pay again: once the provider confirms, your{' '}
            {purpose === 'elite' ? 'Elite membership' : 'blue tick request'} starts by itself and the invoice
            is e-mailed to you.
          </li>
          <li>
            If money left your account and nothing has changed within a day, or for any question, write to{' '}
            {supportEmail ? (
              <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
            ) : (
              'support (the address is at the foot of every page)'
            )}{' '}
            with the time of your payment.
          </li>
        </ul>
        <p className="form__actions">
          <Link to={checkAgain} className="button button--primary">
            Check again
          </Link>
          <Link to="/Home" className="button button--ghost">
            Go to Home
          </Link>
        </p>
      </ResultCard>
    );
  }
  return (
    <ResultCard>
      <h1>{Messages.paymentSuccess}</h1>
      {purpose === 'elite' ? (
        <p>Your Elite membership is active for one year: {eliteUnlocks()} are open to you.</p>
      ) : (
        <FormAlert tone="success">{BillingMessages.blueTickUnderReview}</FormAlert>
      )}
      <p>Your invoice will be e-mailed to you and listed under Download Invoice.</p>
      <p>
        <Link to="/Home" className="button button--primary">
          Go to Home
        </Link>
      </p>
      <p className="field__hint">You will be taken to Home in 10 seconds.</p>
      <RedirectAfter to="/Home" ms={HOME_AFTER_MS} />
    </ResultCard>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
