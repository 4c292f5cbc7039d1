import { AgentMessages } from '@app/contracts';
import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link } from '@remix-run/react';

import { requireMember } from '../accounts.server';
import { FormAlert } from '../components/form-fields';
import { ResultCard } from '../components/money/payment-result';
import { RouteErrorBoundary } from '../components/route-error-boundary';

export const meta: MetaFunction = () => [{ title: 'Atmnirbhar | Restaurant Community' }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireMember(request);
  return null;
}

/** /Home/User/AtmPaySuc: where a submitted application lands (the seeds' notification, decision 149). */
export default function AtmPaySuc() {
  return (
    <ResultCard>
      <h1>{AgentMessages.becameAgent}</h1>
      <FormAlert tone="success">{AgentMessages.applied}</FormAlert>
      <p>
        <Link to="/Home/User/Atmnirbhar">See your application</Link> · <Link to="/Home/User">Go to Home</Link>
      </p>
    </ResultCard>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
