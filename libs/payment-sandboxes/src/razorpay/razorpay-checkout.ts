import type { SandboxLogger } from '../shared/logger';
import { randomBase62 } from '../shared/ids';
import { formFields, javascript, type Router, type SandboxResponse } from '../shared/http';
import { definitionList, escapeHtml, hiddenInputs, htmlPage } from '../shared/html';
import type { WebhookDelivery, WebhookSender } from '../shared/webhooks';
import {
  CHECKOUT_SCRIPT,
  FRAME_PATH,
  FRAME_SCRIPT,
  FRAME_SCRIPT_PATH,
  FRAME_STATE_ID,
} from './checkout-scripts';
import { formatMinorUnits } from './currencies';
import {
  FAILURE,
  type PaymentOutcome,
  type RazorpayLedger,
  type RazorpayOrder,
  type RazorpayPayment,
} from './razorpay-ledger';
import { paymentSignature, webhookSignature } from './razorpay-signatures';

export interface CheckoutSettings {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  webhookUrl?: string;
}

/** What checkout.js passes to the frame (query string), and the frame's form passes back (POST). */
interface CheckoutContext {
  key_id: string;
  order_id: string;
  name: string;
  description: string;
  email: string;
  contact: string;
  /** The merchant page's origin: the only window the frame reports to. */
  origin: string;
}

const CONTEXT_FIELDS = ['key_id', 'order_id', 'name', 'description', 'email', 'contact', 'origin'] as const;
const LOG_CONTEXT = 'razorpay-sandbox';
/** Razorpay's placeholders when the checkout has no prefill. */
const DEFAULT_EMAIL = 'void@razorpay.com';
const DEFAULT_CONTACT = '+919000090000';

function readContext(fields: URLSearchParams): CheckoutContext {
  return Object.fromEntries(
    CONTEXT_FIELDS.map((name) => [name, (fields.get(name) ?? '').trim()]),
  ) as unknown as CheckoutContext;
}

/** An http(s) origin exactly as `location.origin` writes it, or null. */
function merchantOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    return ['http:', 'https:'].includes(url.protocol) && url.origin === value ? value : null;
  } catch {
    return null;
  }
}

/** The frame's JSON state block (not executed; read by frame.js). '<' is escaped so it cannot end the block. */
function stateBlock(state: { origin: string | null; message?: unknown }): string {
  return `<script type="application/json" id="${FRAME_STATE_ID}">${JSON.stringify(state).replace(/</g, '\\u003c')}</script>`;
}

function framePage(title: string, body: string, origin: string | null, message?: unknown): SandboxResponse {
  return htmlPage({
    title,
    framable: true,
    scripts: [FRAME_SCRIPT_PATH],
    body: `${body}\n${stateBlock({ origin, message })}`,
  });
}

const closeButton = `<button type="button" id="rzp-close" data-close>Close</button>`;

function frameError(message: string, origin: string | null): SandboxResponse {
  return framePage(
    'Checkout error',
    `<h1>Razorpay Checkout (local sandbox)</h1>
<p class="error" id="rzp-error">${escapeHtml(message)}</p>
<div class="actions">${origin ? closeButton : ''}</div>`,
    origin,
  );
}

function paymentPage(context: CheckoutContext, order: RazorpayOrder, origin: string): SandboxResponse {
  const amount = formatMinorUnits(order.amount, order.currency);
  return framePage(
    'Razorpay Checkout',
    `<h1>Razorpay Checkout (local sandbox)</h1>
<p>Pay <strong>${escapeHtml(amount)}</strong>${context.name ? ` to <strong>${escapeHtml(context.name)}</strong>` : ''}.</p>
${definitionList([
  ['Amount', amount],
  ['For', context.description || '—'],
  ['Email', context.email || DEFAULT_EMAIL],
  ['Phone', context.contact || DEFAULT_CONTACT],
  ['Order', order.id],
])}
<form method="post" action="${FRAME_PATH}">
${hiddenInputs(CONTEXT_FIELDS.map((name) => [name, context[name]] as const))}
<label class="knob"><input type="checkbox" id="rzp-webhook-twice" name="webhook_twice" value="1"> Send the webhooks twice (idempotency test)</label>
<div class="actions">
<button type="submit" class="primary" id="rzp-pay" name="outcome" value="success">Pay (success)</button>
<button type="submit" class="danger" id="rzp-fail" name="outcome" value="failure">Fail</button>
${closeButton}
</div>
</form>`,
    origin,
  );
}

function successPage(
  payment: RazorpayPayment,
  response: Record<string, string>,
  origin: string,
): SandboxResponse {
  return framePage(
    'Payment successful',
    `<h1>Payment successful</h1>
<p>${escapeHtml(formatMinorUnits(payment.amount, payment.currency))} paid. Returning to the merchant…</p>`,
    origin,
    { event: 'payment.success', response },
  );
}

function failurePage(context: CheckoutContext, error: object, origin: string): SandboxResponse {
  const retry = `${FRAME_PATH}?${new URLSearchParams(CONTEXT_FIELDS.map((name): [string, string] => [name, context[name]])).toString()}`;
  return framePage(
    'Payment failed',
    `<h1>Payment failed</h1>
<p class="error">${escapeHtml(FAILURE.description)}</p>
<div class="actions"><a id="rzp-retry" href="${escapeHtml(retry)}">Retry</a>${closeButton}</div>`,
    origin,
    { event: 'payment.failed', response: { error } },
  );
}

/**
 * Standard Checkout: checkout.js, and the payment page it frames. Pay captures a payment on the order,
 * answers the merchant's handler with the signed ids, and sends the signed webhooks.
 */
export function addCheckoutRoutes(
  router: Router,
  ledger: RazorpayLedger,
  settings: CheckoutSettings,
  webhooks: WebhookSender,
  logger: SandboxLogger,
) {
  const accountId = `acc_${randomBase62(14)}`;

  /** The checkout the frame may take a payment for, or the error page the frame shows instead. */
  function openCheckout(
    fields: URLSearchParams,
  ): { context: CheckoutContext; origin: string; order: RazorpayOrder } | SandboxResponse {
    const context = readContext(fields);
    const origin = merchantOrigin(context.origin);
    if (!origin) return frameError('checkout.js must pass the merchant page origin.', null);
    if (context.key_id !== settings.keyId) return frameError('The api key provided is invalid', origin);
    const order = ledger.order(context.order_id);
    if (!order) return frameError('The id provided does not exist', origin);
    if (order.status === 'paid') return frameError('This order has already been paid.', origin);
    return { context, origin, order };
  }

  function showPaymentPage(query: URLSearchParams): SandboxResponse {
    const checkout = openCheckout(query);
    return 'status' in checkout ? checkout : paymentPage(checkout.context, checkout.order, checkout.origin);
  }

  function pay(form: URLSearchParams): SandboxResponse {
    const checkout = openCheckout(form);
    if ('status' in checkout) return checkout;
    const { context, origin, order } = checkout;
    const outcome = form.get('outcome');
    if (outcome !== 'success' && outcome !== 'failure') return frameError('Choose Pay or Fail.', origin);

    const payer = {
      email: context.email || DEFAULT_EMAIL,
      contact: context.contact || DEFAULT_CONTACT,
      description: context.description,
    };
    const payment = ledger.pay(order, outcome satisfies PaymentOutcome, payer);
    logger.log(
      { msg: 'payment', order_id: order.id, payment_id: payment.id, status: payment.status },
      LOG_CONTEXT,
    );
    notify(order, payment, form.get('webhook_twice') === '1' ? 2 : 1);

    if (payment.status === 'captured') {
      const response = {
        razorpay_payment_id: payment.id,
        razorpay_order_id: order.id,
        razorpay_signature: paymentSignature(order.id, payment.id, settings.keySecret),
      };
      return successPage(payment, response, origin);
    }
    const error = {
      code: FAILURE.code,
      description: FAILURE.description,
      source: FAILURE.source,
      step: FAILURE.step,
      reason: FAILURE.reason,
      metadata: { payment_id: payment.id, order_id: order.id },
    };
    return failurePage(context, error, origin);
  }

  /** payment.captured + order.paid, or payment.failed; bodies are snapshots taken now. */
  function notify(order: RazorpayOrder, payment: RazorpayPayment, copies: number): void {
    if (!settings.webhookUrl) return;
    const events: WebhookDelivery[] =
      payment.status === 'captured'
        ? [
            webhook('payment.captured', { payment: { entity: payment } }),
            webhook('order.paid', { payment: { entity: payment }, order: { entity: order } }),
          ]
        : [webhook('payment.failed', { payment: { entity: payment } })];
    webhooks.send(events, copies);
  }

  function webhook(event: string, payload: Record<string, { entity: object }>): WebhookDelivery {
    const body = JSON.stringify({
      entity: 'event',
      account_id: accountId,
      event,
      contains: Object.keys(payload),
      payload,
      created_at: Math.floor(Date.now() / 1000),
    });
    return {
      label: event,
      url: settings.webhookUrl!,
      headers: {
        'Content-Type': 'application/json',
        'X-Razorpay-Signature': webhookSignature(body, settings.webhookSecret),
        // The same id on every delivery of one event: what a merchant deduplicates on.
        'X-Razorpay-Event-Id': randomBase62(14),
      },
      body,
    };
  }

  router
    .on('GET', '/v1/checkout.js', () => javascript(CHECKOUT_SCRIPT))
    .on('GET', FRAME_SCRIPT_PATH, () => javascript(FRAME_SCRIPT))
    .on('GET', FRAME_PATH, (request) => showPaymentPage(request.query))
    .on('POST', FRAME_PATH, (request) => pay(formFields(request)));
}
