import type { MetaFunction } from '@remix-run/node';
import { Link } from '@remix-run/react';

import { membersOnlyLoader } from '../accounts.server';
import { FormAlert } from '../components/form-fields';
import { ResultCard } from '../components/money/payment-result';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { metaT, useT } from '../i18n/i18n';

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches, 'money')('agent.metaTitle') }];

export const loader = membersOnlyLoader;

/** /Home/User/AtmPaySuc: where a submitted application lands (the seeds' notification, decision 149). */
export default function AtmPaySuc() {
  const { t } = useT('money');
  return (
    <ResultCard>
      <h1>{t('agent.became')}</h1>
      <FormAlert tone="success">{t('agent.applied')}</FormAlert>
      <p>
        <Link to="/Home/User/Atmnirbhar">{t('agent.seeApplication')}</Link> ·{' '}
        <Link to="/Home/User">{t('common:goHome')}</Link>
      </p>
    </ResultCard>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
