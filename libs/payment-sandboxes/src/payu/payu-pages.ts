import type { ProviderFailures, SandboxResponse } from '../shared/http';
import { definitionList, escapeHtml, hiddenInputs, htmlPage } from '../shared/html';
import type { PaymentRequestProblem } from './payu-request';
import { normalizeAmount } from './payu-request';
import type { PayuTransaction } from './payu-transactions';

/** Paths of the sandbox's own pages and scripts (PayU's documented paths are in payu-sandbox.ts). */
export const PAYU_PATHS = {
  complete: '/_sandbox/payu/complete',
  autoSubmit: '/_sandbox/payu/auto-submit.js',
  health: '/_sandbox/health',
} as const;

/** Submits the return form at once; the visible button does the same without JavaScript. */
export const AUTO_SUBMIT_SCRIPT = `document.getElementById('payu-return').submit();\n`;

const rupees = (amount: string) => `₹${normalizeAmount(amount)}`;

/** PayU's hosted payment page, reduced to the two outcomes a test needs. */
export function hostedPaymentPage(transaction: PayuTransaction): SandboxResponse {
  const { request } = transaction;
  return htmlPage({
    title: 'PayU payment',
    body: `
<h1>PayU (local sandbox)</h1>
<p>Pay <strong>${escapeHtml(rupees(request.amount))}</strong> for <strong>${escapeHtml(request.productinfo)}</strong>.</p>
${definitionList([
  ['Amount', rupees(request.amount)],
  ['Product', request.productinfo],
  ['Name', `${request.firstname} ${request.lastname}`.trim()],
  ['Email', request.email],
  ['Phone', request.phone],
  ['Transaction id', request.txnid],
  ['PayU id', transaction.mihpayid],
])}
<form method="post" action="${PAYU_PATHS.complete}">
${hiddenInputs([
  ['txnid', request.txnid],
  ['mihpayid', transaction.mihpayid],
])}
<label class="knob"><input type="checkbox" id="payu-webhook-twice" name="webhook_twice" value="1"> Send the webhook twice (idempotency test)</label>
<div class="actions">
<button type="submit" class="primary" id="payu-pay" name="outcome" value="success">Pay (success)</button>
<button type="submit" class="danger" id="payu-fail" name="outcome" value="failure">Fail</button>
</div>
</form>`,
  });
}

/** Posts the response parameters back to the merchant's surl (success) or furl (failure). */
export function returnPage(transaction: PayuTransaction, params: [string, string][]): SandboxResponse {
  const paid = transaction.status === 'success';
  const target = paid ? transaction.request.surl : transaction.request.furl;
  return htmlPage({
    title: paid ? 'Payment successful' : 'Payment failed',
    formAction: 'anywhere',
    scripts: [PAYU_PATHS.autoSubmit],
    body: `
<h1>${paid ? 'Payment successful' : 'Payment failed'}</h1>
<p>Returning to the merchant…</p>
<form id="payu-return" method="post" action="${escapeHtml(target)}">
${hiddenInputs(params)}
<div class="actions"><button type="submit" class="primary" id="payu-continue">Continue to the merchant</button></div>
</form>`,
  });
}

/** PayU's error page for a refused payment request. */
export function errorPage(problem: PaymentRequestProblem): SandboxResponse {
  return htmlPage({
    title: 'PayU error',
    status: 400,
    body: `
<h1>Sorry, some problem occurred.</h1>
<p class="error" id="payu-error">Error Reason: ${escapeHtml(problem.reason)}</p>
<p class="note">${escapeHtml(problem.hint)}</p>`,
  });
}

/** What a developer sees when opening the sandbox's URL. */
export function indexPage(webhookUrl: string | undefined): SandboxResponse {
  return htmlPage({
    title: 'PayU sandbox',
    body: `
<h1>PayU (local sandbox)</h1>
<p>Speaks PayU's hosted checkout protocol for development and tests. Point <code>PAYU_BASE_URL</code> and
<code>PAYU_INFO_BASE_URL</code> at PayU to use the real one.</p>
${definitionList([
  ['Hosted checkout', 'POST /_payment'],
  ['Verify payment', 'POST /merchant/postservice.php?form=2 (command verify_payment)'],
  ['Webhook target', webhookUrl ?? 'none (PAYU_SANDBOX_WEBHOOK_URL is not set)'],
])}`,
  });
}

/** The router's own answers, as pages like the rest of the sandbox. */
export const PAYU_FAILURES: ProviderFailures = {
  notFound: (request) =>
    htmlPage({
      title: 'Not found',
      status: 404,
      body: `<h1>Not found</h1><p>${escapeHtml(`${request.method} ${request.path}`)} is not part of the PayU sandbox.</p>`,
    }),
  failure: (status, message) =>
    htmlPage({
      title: 'Error',
      status,
      body: `<h1>Sorry, some problem occurred.</h1><p class="error">${escapeHtml(message)}</p>`,
    }),
};
