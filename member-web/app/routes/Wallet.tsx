import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';

import { requireMember } from '../accounts.server';
import { wallet } from '../agents.server';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { idFrom } from '../locations.server';

export const meta: MetaFunction = () => [{ title: 'Wallet | Restaurant Community' }];

/** /Wallet: the total (GET my-wallet) and the entries, newest first (?before= pages on to older ones). */
export async function loader({ request }: LoaderFunctionArgs) {
  const { api } = await requireMember(request);
  const before = idFrom(new URL(request.url).searchParams.get('before'));
  return { ...(await wallet(api, before)), paged: !!before };
}

export default function Wallet() {
  const { summary, entries, nextBefore, paged } = useLoaderData<typeof loader>();
  const money = (amount: number) => `${summary.currency_symbol}${amount.toFixed(2)}`;
  return (
    <div className="container page">
      <h1>Wallet</h1>
      <p className="price">
        Total earned: <strong>{money(summary.total_amount)}</strong>
      </p>
      {entries.length ? (
        <div className="table-wrap">
          <table className="owner-table">
            <caption className="visually-hidden">Wallet entries</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Coupon</th>
                <th scope="col">Commission</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td>{new Date(entry.created_at).toLocaleDateString('en-US', { dateStyle: 'long' })}</td>
                  <td>{entry.coupon_code ?? '-'}</td>
                  <td>{money(entry.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p>No wallet entries yet.</p>
      )}
      <p>
        {paged ? <Link to="/Wallet">Newest entries</Link> : null}
        {paged && nextBefore ? ' · ' : null}
        {nextBefore ? <Link to={`/Wallet?before=${nextBefore}`}>Older entries</Link> : null}
      </p>
      <p>
        <Link to="/Home/User">Go to Home</Link>
      </p>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
