import type { SandboxConfig } from '../sandbox-config';
import { closeServer, json, Router, serve } from '../shared/http';
import { definitionList, htmlPage } from '../shared/html';
import type { RunningSandbox, SandboxRuntime } from '../shared/runtime';
import { WebhookSender } from '../shared/webhooks';
import { addApiRoutes, RAZORPAY_FAILURES } from './razorpay-api';
import { addCheckoutRoutes } from './razorpay-checkout';
import { RazorpayLedger } from './razorpay-ledger';

export type RazorpaySandboxSettings = Pick<
  SandboxConfig,
  'RAZORPAY_KEY_ID' | 'RAZORPAY_KEY_SECRET' | 'RAZORPAY_WEBHOOK_SECRET' | 'RAZORPAY_SANDBOX_WEBHOOK_URL'
>;

const CONTEXT = 'razorpay-sandbox';

function indexPage(webhookUrl: string | undefined) {
  return htmlPage({
    title: 'Razorpay sandbox',
    body: `
<h1>Razorpay (local sandbox)</h1>
<p>Speaks Razorpay's Orders API and Standard Checkout for development and tests. Point
<code>RAZORPAY_BASE_URL</code> and <code>RAZORPAY_CHECKOUT_SCRIPT_URL</code> at Razorpay to use the real one.</p>
${definitionList([
  ['Orders API', 'POST /v1/orders, GET /v1/orders/{id}, GET /v1/orders/{id}/payments (Basic auth)'],
  ['Payments API', 'GET /v1/payments/{id} (Basic auth)'],
  ['Checkout script', 'GET /v1/checkout.js'],
  ['Webhook target', webhookUrl ?? 'none (RAZORPAY_SANDBOX_WEBHOOK_URL is not set)'],
])}`,
  });
}

/**
 * A local stand-in for Razorpay: the Orders and Payments API with Basic auth and Razorpay's error format,
 * Standard Checkout (checkout.js and its payment frame), payment signatures and signed webhooks.
 * State lives in memory.
 */
export async function startRazorpaySandbox(
  settings: RazorpaySandboxSettings,
  runtime: SandboxRuntime,
): Promise<RunningSandbox> {
  const ledger = new RazorpayLedger();
  const webhooks = new WebhookSender(runtime.logger, CONTEXT, runtime.webhookRetryDelaysMs);
  const router = new Router(RAZORPAY_FAILURES)
    .on('GET', '/', () => indexPage(settings.RAZORPAY_SANDBOX_WEBHOOK_URL))
    .on('GET', '/_sandbox/health', () => json(200, { status: 'ok', provider: 'razorpay' }));
  addApiRoutes(router, ledger, { keyId: settings.RAZORPAY_KEY_ID, keySecret: settings.RAZORPAY_KEY_SECRET });
  addCheckoutRoutes(
    router,
    ledger,
    {
      keyId: settings.RAZORPAY_KEY_ID,
      keySecret: settings.RAZORPAY_KEY_SECRET,
      webhookSecret: settings.RAZORPAY_WEBHOOK_SECRET,
      webhookUrl: settings.RAZORPAY_SANDBOX_WEBHOOK_URL,
    },
    webhooks,
    runtime.logger,
  );

  const { server, url } = await serve(router, runtime.host, runtime.port, runtime.logger, CONTEXT);
  return {
    url,
    webhooksSettled: () => webhooks.idle(),
    close: async () => {
      await closeServer(server);
      await webhooks.stop();
    },
  };
}
