import { PaymentReturnPaths } from '@app/contracts';
import { redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useLoaderData, useRouteLoaderData } from '@remix-run/react';
import { Trans } from 'react-i18next';

import { requireMember } from '../accounts.server';
import { FormAlert } from '../components/form-fields';
import { ResultCard } from '../components/money/payment-result';
import { RedirectAfter } from '../components/redirect-after';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { metaT, useT } from '../i18n/i18n';
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

export const meta: MetaFunction<typeof loader> = ({ data: loaded, matches }) => [
  { title: metaT(matches, 'money')('payment.metaTitle') },
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
  const { t } = useT('money');
  const { state, purpose, nextCheck, checkAgain } = useLoaderData<typeof loader>();
  const supportEmail = useRouteLoaderData<typeof rootLoader>('root')?.supportEmail;
  if (state === 'pending' && nextCheck) {
    return (
      <ResultCard>
        <h1>{t('payment.inProgress')}</h1>
        <p aria-live="polite">{t('payment.waiting', { seconds: RECHECK_SECONDS })}</p>
      </ResultCard>
    );
  }
  if (state === 'pending') {
    return (
      <ResultCard>
        <h1>{t('payment.pendingTitle')}</h1>
        <p role="status">{t('payment.pendingText')}</p>
        <ul>
          <li>{purpose === 'elite' ? t('payment.noNeedElite') : t('payment.noNeedBlueTick')}</li>
          <li>
            {supportEmail ? (
              <Trans
                t={t}
                i18nKey="payment.writeTo"
                values={{ email: supportEmail }}
                components={{ support: <a href={`mailto:${supportEmail}`} /> }}
              />
            ) : (
              t('payment.writeToSupport')
            )}
          </li>
        </ul>
        <p className="form__actions">
          <Link to={checkAgain} className="button button--primary">
            {t('payment.checkAgain')}
          </Link>
          <Link to="/Home" className="button button--ghost">
            {t('common:goHome')}
          </Link>
        </p>
      </ResultCard>
    );
  }
  return (
    <ResultCard>
      <h1>{t('payment.success')}</h1>
      {purpose === 'elite' ? (
        <p>{t('payment.eliteActive', { unlocks: t('landing:eliteUnlocks') })}</p>
      ) : (
        <FormAlert tone="success">{t('blueTick.underReview')}</FormAlert>
      )}
      <p>{t('payment.invoiceMailed')}</p>
      <p>
        <Link to="/Home" className="button button--primary">
          {t('common:goHome')}
        </Link>
      </p>
      <p className="field__hint">{t('payment.homeIn', { seconds: HOME_AFTER_MS / 1000 })}</p>
      <RedirectAfter to="/Home" ms={HOME_AFTER_MS} />
    </ResultCard>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
