import { Messages, type PaymentView } from '@app/contracts';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';

import { requireMember } from '../accounts.server';
import { ResultCard } from '../components/money/payment-result';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { checkoutPath } from '../components/money/checkout-path';
import { memberPayment, paymentIdFrom } from '../money.server';

export const meta: MetaFunction = () => [{ title: 'Payment failed | Restaurant Community' }];

/** Paying again for the same purchase, when the failed payment was the member's own and is still unpaid. */
function retryPath(payment: PaymentView | null): string | null {
  if (!payment || payment.status === 'paid') return null;
  if (payment.purpose === 'elite' && payment.subscription_id) {
    return checkoutPath({ purpose: 'elite', subscription_id: payment.subscription_id });
  }
  if (payment.purpose === 'bluetick' && payment.bluetick_payment_id) {
    return checkoutPath({ purpose: 'bluetick', bluetick_payment_id: payment.bluetick_payment_id });
  }
  return null;
}

/** /Home/User/Fail?payment_id=<id>: the seeds' failure page, with a way to try the same purchase again. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { api } = await requireMember(request);
  const id = paymentIdFrom(request);
  const payment = id ? await memberPayment(api, id) : null;
  return { retry: retryPath(payment) };
}

export default function PaymentFail() {
  const { retry } = useLoaderData<typeof loader>();
  return (
    <ResultCard>
      <h1>{Messages.paymentFailed}</h1>
      <p>Your payment did not go through and nothing was charged for it.</p>
      <p className="form__actions">
        {retry ? (
          // A full page load: the payment page carries its own Content-Security-Policy.
          <Link to={retry} reloadDocument className="button button--primary">
            Try again
          </Link>
        ) : null}
        <Link to="/Home" className="button button--ghost">
          Home
        </Link>
      </p>
    </ResultCard>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
