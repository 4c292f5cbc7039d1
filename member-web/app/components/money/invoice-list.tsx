import { INVOICE_PDF_FILENAME, formatPrice } from '@app/contracts';
import { Link, useLoaderData } from '@remix-run/react';

import type { InvoiceKind, InvoicePage } from '../../money.server';

const LISTS: Array<{ kind: InvoiceKind; label: string }> = [
  { kind: 'promoted', label: 'Promoted Invoice' },
  { kind: 'elite', label: 'Elite Invoice' },
];

/**
 * The Download Invoice page (owner, manpower and vendor variants share it): Promoted Invoice / Elite Invoice
 * switch the list, each row downloads its PDF. Plain links, so it all works without JavaScript. Every member
 * sees both lists of their own invoices, subscribed or not (issue 38 item 3, decision 291: the seeds
 * disabled the buttons and showed the subscribe notice to free members, who may have paid for a blue
 * tick or an Elite year that has ended).
 */
export function InvoiceListPage() {
  const { kind, invoices, page, lastPage, subscribed } = useLoaderData<InvoicePage>();
  const pageLink = (to: number) => `?type=${kind}&page=${to}`;
  return (
    <div className="container page">
      <h1>Download Invoice</h1>
      <div className="invoice-help">
        <p>Every payment you make here has a GST invoice. They are in two lists:</p>
        <dl>
          <dt>Elite Invoice</dt>
          <dd>Your Elite membership payments.</dd>
          <dt>Promoted Invoice</dt>
          <dd>Payments that promote your business, such as the verified blue tick.</dd>
        </dl>
      </div>
      <nav className="form__actions" aria-label="Invoice lists">
        {LISTS.map((list) => (
          <Link
            key={list.kind}
            to={`?type=${list.kind}`}
            className={`button ${list.kind === kind ? 'button--primary' : 'button--ghost'}`}
            aria-current={list.kind === kind ? 'page' : undefined}
          >
            {list.label}
          </Link>
        ))}
      </nav>
      <div className="table-wrap card">
        <table className="plans invoices">
          <caption>{kind === 'elite' ? 'Elite Invoice' : 'Promoted Invoice'}</caption>
          <thead>
            <tr>
              <th scope="col">Plan Name</th>
              <th scope="col">Amount</th>
              <th scope="col">Invoice No</th>
              <th scope="col">Download</th>
            </tr>
          </thead>
          <tbody>
            {invoices.length === 0 ? (
              <tr>
                <td colSpan={4}>
                  <p>No {kind === 'elite' ? 'Elite' : 'promoted'} invoices yet.</p>
                  <p className="field__hint">
                    {kind === 'elite'
                      ? 'When you pay for Elite membership, its invoice is listed here and e-mailed to you.'
                      : 'When you pay for the verified blue tick, its invoice is listed here and e-mailed to you.'}{' '}
                    {subscribed ? null : <Link to="/subscribe">See Elite membership</Link>}
                  </p>
                </td>
              </tr>
            ) : (
              invoices.map((invoice) => (
                <tr key={invoice.id}>
                  <td data-label="Plan Name">{invoice.plan_name}</td>
                  <td data-label="Amount">
                    {formatPrice(
                      invoice.total_amount,
                      invoice.currency,
                      invoice.currency === 'INR' ? 'gst-included' : 'no-tax',
                    )}
                  </td>
                  <td data-label="Invoice No">{invoice.invoice_no}</td>
                  <td data-label="Download">
                    {/* A file, not a page: the browser downloads it (reloadDocument skips the client router). */}
                    <Link
                      to={`/download-invoice/${invoice.id}`}
                      reloadDocument
                      download={INVOICE_PDF_FILENAME}
                      aria-label={`Download Invoice ${invoice.invoice_no}`}
                    >
                      Download
                    </Link>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {lastPage > 1 ? (
        <nav className="form__actions" aria-label="Pages">
          {page > 1 ? <Link to={pageLink(page - 1)}>Previous</Link> : null}
          <span>
            Page {page} of {lastPage}
          </span>
          {page < lastPage ? <Link to={pageLink(page + 1)}>Next</Link> : null}
        </nav>
      ) : null}
    </div>
  );
}
