import { INVOICE_PDF_FILENAME } from '@app/contracts';
import { Link, useLoaderData } from '@remix-run/react';

import { formatPriceIn } from '../../i18n/format';
import { useT } from '../../i18n/i18n';
import type { InvoiceKind, InvoicePage } from '../../money.server';

/** The two lists, in the seeds' order; `label` is the key of the list's name. */
const LISTS: Array<{ kind: InvoiceKind; label: string }> = [
  { kind: 'promoted', label: 'invoices.promoted' },
  { kind: 'elite', label: 'invoices.elite' },
];

/**
 * The Download Invoice page (owner, manpower and vendor variants share it): Promoted Invoice / Elite Invoice
 * switch the list, each row downloads its PDF. Plain links, so it all works without JavaScript. Every member
 * sees both lists of their own invoices, subscribed or not (issue 38 item 3, decision 291: the seeds
 * disabled the buttons and showed the subscribe notice to free members, who may have paid for a blue
 * tick or an Elite year that has ended).
 */
export function InvoiceListPage() {
  const { t, i18n } = useT('money');
  const { kind, invoices, page, lastPage, subscribed } = useLoaderData<InvoicePage>();
  const pageLink = (to: number) => `?type=${kind}&page=${to}`;
  return (
    <div className="container page">
      <h1>{t('invoices.title')}</h1>
      <div className="invoice-help">
        <p>{t('invoices.help')}</p>
        <dl>
          <dt>{t('invoices.elite')}</dt>
          <dd>{t('invoices.eliteHelp')}</dd>
          <dt>{t('invoices.promoted')}</dt>
          <dd>{t('invoices.promotedHelp')}</dd>
        </dl>
      </div>
      <nav className="form__actions" aria-label={t('invoices.lists')}>
        {LISTS.map((list) => (
          <Link
            key={list.kind}
            to={`?type=${list.kind}`}
            className={`button ${list.kind === kind ? 'button--primary' : 'button--ghost'}`}
            aria-current={list.kind === kind ? 'page' : undefined}
          >
            {t(list.label)}
          </Link>
        ))}
      </nav>
      <div className="table-wrap card">
        <table className="plans invoices">
          <caption>{kind === 'elite' ? t('invoices.elite') : t('invoices.promoted')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('invoices.planName')}</th>
              <th scope="col">{t('invoices.amount')}</th>
              <th scope="col">{t('invoices.number')}</th>
              <th scope="col">{t('invoices.download')}</th>
            </tr>
          </thead>
          <tbody>
            {invoices.length === 0 ? (
              <tr>
                <td colSpan={4}>
                  <p>{kind === 'elite' ? t('invoices.noneElite') : t('invoices.nonePromoted')}</p>
                  <p className="field__hint">
                    {kind === 'elite' ? t('invoices.whenElite') : t('invoices.whenPromoted')}{' '}
                    {subscribed ? null : <Link to="/subscribe">{t('invoices.seeElite')}</Link>}
                  </p>
                </td>
              </tr>
            ) : (
              invoices.map((invoice) => (
                <tr key={invoice.id}>
                  <td data-label={t('invoices.planName')}>{invoice.plan_name}</td>
                  <td data-label={t('invoices.amount')}>
                    {formatPriceIn(
                      invoice.total_amount,
                      invoice.currency,
                      invoice.currency === 'INR' ? 'gst-included' : 'no-tax',
                      i18n.language,
                    )}
                  </td>
                  <td data-label={t('invoices.number')}>{invoice.invoice_no}</td>
                  <td data-label={t('invoices.download')}>
                    {/* A file, not a page: the browser downloads it (reloadDocument skips the client router). */}
                    <Link
                      to={`/download-invoice/${invoice.id}`}
                      reloadDocument
                      download={INVOICE_PDF_FILENAME}
                      aria-label={t('invoices.downloadNo', { number: invoice.invoice_no })}
                    >
                      {t('invoices.download')}
                    </Link>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {lastPage > 1 ? (
        <nav className="form__actions" aria-label={t('pager.label')}>
          {page > 1 ? <Link to={pageLink(page - 1)}>{t('pager.previous')}</Link> : null}
          <span>{t('pager.page', { page, last: lastPage })}</span>
          {page < lastPage ? <Link to={pageLink(page + 1)}>{t('pager.next')}</Link> : null}
        </nav>
      ) : null}
    </div>
  );
}
