import type { BlueTickPaymentDetails } from '@app/contracts';
import {
  data,
  redirectDocument,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { Trans } from 'react-i18next';

import { requireMember } from '../accounts.server';
import { FormAlert } from '../components/form-fields';
import { BlueTickForm, BlueTickPriceLine } from '../components/money/blue-tick-form';
import type { BlueTickStatusData } from '../components/money/blue-tick-offer';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { checkoutPath } from '../components/money/checkout-path';
import { metaT, useT } from '../i18n/i18n';
import { blueTickStatus, uploadBlueTickDocuments } from '../money.server';

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches, 'money')('blueTick.metaTitle') }];

/** /blue-tick: the offer and the documents form, or where the member's request stands. */
export async function loader({ request }: LoaderFunctionArgs): Promise<BlueTickStatusData> {
  const { api, me } = await requireMember(request);
  return { status: await blueTickStatus(api), userType: me.user_type };
}

/** 'Verified Now !!!': the documents go to the API, then straight on to the payment page. */
export async function action({ request }: ActionFunctionArgs) {
  const { api } = await requireMember(request);
  const uploaded = await uploadBlueTickDocuments(request, api);
  if (!uploaded.ok) {
    // Messages that belong to a field show next to it only.
    const { message, fieldErrors } = uploaded.failure;
    return data(
      { message: Object.keys(fieldErrors).length ? undefined : message, fieldErrors },
      { status: 422 },
    );
  }
  // A full page load: the payment page carries its own Content-Security-Policy.
  throw redirectDocument(checkoutPath({ purpose: 'bluetick', bluetick_payment_id: uploaded.id }));
}

export default function BlueTick() {
  const { t } = useT('money');
  const { status, userType } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const request = status.bluetick_payment_details;
  return (
    <div className="container page auth-page">
      <div className="card auth-card">
        <h1>
          {t('blueTick.title')}{' '}
          <span className="blue-tick" aria-hidden="true">
            ✓
          </span>
        </h1>
        {status.blue_tick ? (
          <FormAlert tone="success">{t('blueTick.granted')}</FormAlert>
        ) : request?.status === 'under review' ? (
          <FormAlert tone="success">{t('blueTick.underReview')}</FormAlert>
        ) : (
          <>
            <p>{t('blueTick.pageText')}</p>
            <BlueTickPriceLine price={status.price} />
            <RequestState request={request} />
            <BlueTickForm userType={userType} message={failure?.message} fieldErrors={failure?.fieldErrors} />
          </>
        )}
        <p className="auth-card__footer">
          <Link to="/Home/User">{t('backHome')}</Link>
        </p>
      </div>
    </div>
  );
}

/** An earlier request that still waits for its payment, or that staff turned down. */
function RequestState({ request }: { request: BlueTickPaymentDetails | null }) {
  const { t } = useT('money');
  if (request?.status === 'awaiting payment') {
    return (
      <FormAlert tone="warning">
        <Trans
          t={t}
          i18nKey="blueTick.awaitingPayment"
          components={{
            pay: (
              <Link
                to={checkoutPath({ purpose: 'bluetick', bluetick_payment_id: request.id })}
                reloadDocument
              />
            ),
          }}
        />
      </FormAlert>
    );
  }
  if (request?.status === 'rejected') {
    return (
      <FormAlert tone="warning">
        {request.review_note
          ? t('blueTick.rejectedWithNote', { note: request.review_note })
          : t('blueTick.rejected')}
      </FormAlert>
    );
  }
  return null;
}

export const ErrorBoundary = RouteErrorBoundary;
