import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';

import { requireMember } from '../accounts.server';
import { wallet } from '../agents.server';
import { CaptionedTable } from '../components/captioned-table';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { formatDate, formatNumber } from '../i18n/format';
import { metaT, useT } from '../i18n/i18n';
import { DEFAULT_LANGUAGE } from '../i18n/languages';
import { idFrom } from '../locations.server';

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches, 'money')('wallet.metaTitle') }];

/** /Wallet: the total (GET my-wallet) and the entries, newest first (?before= pages on to older ones). */
export async function loader({ request }: LoaderFunctionArgs) {
  const { api } = await requireMember(request);
  const before = idFrom(new URL(request.url).searchParams.get('before'));
  return { ...(await wallet(api, before)), paged: !!before };
}

export default function Wallet() {
  const { summary, entries, nextBefore, paged } = useLoaderData<typeof loader>();
  const { t, i18n } = useT('money');
  const english = i18n.language === DEFAULT_LANGUAGE;
  // English as the seeds wrote it ("₹1500.00", "March 12, 2026"); other languages in Indian grouping.
  const money = (amount: number) =>
    `${summary.currency_symbol}${english ? amount.toFixed(2) : formatNumber(amount, i18n.language, 2)}`;
  const date = (iso: string) =>
    english
      ? new Date(iso).toLocaleDateString('en-US', { dateStyle: 'long' })
      : formatDate(iso, i18n.language);
  return (
    <div className="container page">
      <h1>{t('wallet.title')}</h1>
      <p className="price">
        {t('wallet.total')} <strong>{money(summary.total_amount)}</strong>
      </p>
      {entries.length ? (
        <CaptionedTable
          caption={t('wallet.entries')}
          headers={[t('wallet.date'), t('wallet.coupon'), t('wallet.commission')]}
        >
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>{date(entry.created_at)}</td>
              <td>{entry.coupon_code ?? '-'}</td>
              <td>{money(entry.amount)}</td>
            </tr>
          ))}
        </CaptionedTable>
      ) : (
        <p>{t('wallet.none')}</p>
      )}
      <p>
        {paged ? <Link to="/Wallet">{t('wallet.newest')}</Link> : null}
        {paged && nextBefore ? ' · ' : null}
        {nextBefore ? <Link to={`/Wallet?before=${nextBefore}`}>{t('wallet.older')}</Link> : null}
      </p>
      <p>
        <Link to="/Home/User">{t('common:goHome')}</Link>
      </p>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
