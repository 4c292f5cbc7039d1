import { INVOICE_PDF_FILENAME } from '@app/contracts';
import { redirect, type LoaderFunctionArgs } from '@remix-run/node';

import { idFrom } from '../locations.server';
import { fetchInvoicePdf } from '../money.server';
import { requireUser } from '../session.server';

/**
 * /download-invoice/<id>: the member's invoice PDF, streamed from the API (which answers for the member's
 * own invoices only). The token stays on the server; the browser only sees the file.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUser(request);
  const id = idFrom(params.id);
  if (!id) throw new Response('Not found', { status: 404 });
  const upstream = await fetchInvoicePdf(request, id);
  if (upstream.status === 401) throw redirect('/login');
  if (upstream.status === 403 || upstream.status === 404)
    throw new Response('Not found', { status: upstream.status });
  if (!upstream.ok || !upstream.body)
    throw new Response('The invoice is not available right now', { status: 502 });
  return new Response(upstream.body, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${INVOICE_PDF_FILENAME}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
