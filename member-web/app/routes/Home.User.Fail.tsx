import type { PaymentView } from '@app/contracts';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';

import { requireMember } from '../accounts.server';
import { ResultCard } from '../components/money/payment-result';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { checkoutPath } from '../components/money/checkout-path';
import { metaT, useT } from '../i18n/i18n';
import { memberPayment, paymentIdFrom } from '../money.server';

export const meta: MetaFunction = ({ matches }) => [
  { title: metaT(matches, 'money')('payment.failedTitle') },
];

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
  const { t } = useT('money');
  const { retry } = useLoaderData<typeof loader>();
  return (
    <ResultCard>
      <h1>{t('payment.failed')}</h1>
      <p>{t('payment.failedText')}</p>
      <p className="form__actions">
        {retry ? (
          // A full page load: the payment page carries its own Content-Security-Policy.
          <Link to={retry} reloadDocument className="button button--primary">
            {t('payment.tryAgain')}
          </Link>
        ) : null}
        <Link to="/Home" className="button button--ghost">
          {t('social:pages.home')}
        </Link>
      </p>
    </ResultCard>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
