/** One row of `GET invoicess` (the seeds' Invoice: id, plan_name, total_amount, invoice_no, is_elite). */
export interface InvoiceSummary {
  id: number;
  plan_name: string;
  /** The GST-inclusive total paid, in the major unit with the currency's decimals, e.g. "1178.82". */
  total_amount: string;
  /** The GST invoice number, e.g. "RC2627-000001". */
  invoice_no: string;
  /** 1 for the Elite subscription's invoices ("Elite Invoice"), 0 for the others ("Promoted Invoice"). */
  is_elite: 0 | 1;
  /** ISO 4217 code of total_amount, e.g. "INR". */
  currency: string;
  /** Date of issue in India, YYYY-MM-DD. */
  invoice_date: string;
}

/** The `filter` query parameter of `GET invoicess`, sent JSON-encoded: `filter={"is_elite":1}`. */
export interface InvoiceListFilter {
  is_elite?: 0 | 1;
}

/** `GET invoicess` answers a page (data.data, data.last_page) of this many invoices, newest first. */
export const INVOICES_PER_PAGE = 20;

/** `GET download-invoice/{id}` answers the PDF as an attachment of this name. */
export const INVOICE_PDF_FILENAME = 'invoice.pdf';
