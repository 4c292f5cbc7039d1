import { BillingMessages, Messages, PaymentReturnPaths } from '@app/contracts';
import { redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';

import { requireMember } from '../accounts.server';
import { FormAlert } from '../components/form-fields';
import { ResultCard } from '../components/money/payment-result';
import { RedirectAfter } from '../components/redirect-after';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { memberPayment, paymentIdFrom } from '../money.server';

/** While the provider has not confirmed yet, the page asks again this often (the seeds' 5-second flag). */
const RECHECK_SECONDS = 5;
/** After a confirmed payment the page goes Home after this long (the seeds' 10-second marker). */
const HOME_AFTER_MS = 10_000;

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [
  { title: 'Payment | Restaurant Community' },
  // The in-progress page reloads itself until the provider has answered (with or without JavaScript).
  ...(loaded?.state === 'pending'
    ? [{ httpEquiv: 'refresh', content: String(RECHECK_SECONDS) } as const]
    : []),
];

/**
 * /Home/User/PaymentSuccess?payment_id=<id>: where the API sends the browser after a payment. The page shows what
 * the API says about that payment (the member's own only), never what the address claims. Without a payment
 * to show it goes to /Home, as the seeds' page did without its stored hash.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { api } = await requireMember(request);
  const id = paymentIdFrom(request);
  const payment = id ? await memberPayment(api, id) : null;
  if (!payment || payment.status === 'superseded') throw redirect('/Home');
  if (payment.status === 'failed')
    throw redirect(`${PaymentReturnPaths.fail}?payment_id=${payment.payment_id}`);
  return { state: payment.status, purpose: payment.purpose };
}

export default function PaymentSuccess() {
  const { state, purpose } = useLoaderData<typeof loader>();
  if (state === 'pending') {
    return (
      <ResultCard>
        <h1>{Messages.paymentInProgress}</h1>
        <p aria-live="polite">We are waiting for the payment provider to confirm your payment.</p>
      </ResultCard>
    );
  }
  return (
    <ResultCard>
      <h1>{Messages.paymentSuccess}</h1>
      {purpose === 'elite' ? (
        <p>
          Your Elite membership is active for one year: jobs, CVs, directories, franchise offers and the
          marketplace are open to you.
        </p>
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
