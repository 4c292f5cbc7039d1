import type { SandboxConfig } from '../sandbox-config';
import {
  closeServer,
  formFields,
  javascript,
  json,
  Router,
  serve,
  type SandboxRequest,
  type SandboxResponse,
} from '../shared/http';
import type { RunningSandbox, SandboxRuntime } from '../shared/runtime';
import { WebhookSender } from '../shared/webhooks';
import { commandHash, hashesEqual } from './payu-hashes';
import {
  AUTO_SUBMIT_SCRIPT,
  errorPage,
  hostedPaymentPage,
  indexPage,
  PAYU_FAILURES,
  PAYU_PATHS,
  returnPage,
} from './payu-pages';
import { isProblem, readPaymentRequest } from './payu-request';
import {
  PayuTransactions,
  responseParams,
  verifyPaymentDetails,
  type PayuOutcome,
  type PayuTransaction,
} from './payu-transactions';

export type PayuSandboxSettings = Pick<SandboxConfig, 'PAYU_KEY' | 'PAYU_SALT' | 'PAYU_SANDBOX_WEBHOOK_URL'>;

const CONTEXT = 'payu-sandbox';
const OUTCOMES: readonly string[] = ['success', 'failure'] satisfies PayuOutcome[];

/**
 * A local stand-in for PayU India: the hosted checkout (`POST /_payment`), the return POST to surl/furl
 * with the reverse hash, the server-to-server webhook, and `verify_payment` on
 * `/merchant/postservice.php?form=2`. State lives in memory.
 */
export async function startPayuSandbox(
  settings: PayuSandboxSettings,
  runtime: SandboxRuntime,
): Promise<RunningSandbox> {
  const merchant = { key: settings.PAYU_KEY, salt: settings.PAYU_SALT };
  const transactions = new PayuTransactions();
  const webhooks = new WebhookSender(runtime.logger, CONTEXT, runtime.webhookRetryDelaysMs);

  function startPayment(request: SandboxRequest): SandboxResponse {
    const checked = readPaymentRequest(formFields(request), merchant);
    if (isProblem(checked)) return errorPage(checked);
    const transaction = transactions.start(checked);
    if (!transaction) {
      return errorPage({
        reason: 'Duplicate transaction id.',
        hint: `txnid ${checked.txnid} was already used for a finished transaction; every attempt needs a new txnid.`,
      });
    }
    runtime.logger.log(
      {
        msg: 'payment started',
        txnid: checked.txnid,
        mihpayid: transaction.mihpayid,
        amount: checked.amount,
      },
      CONTEXT,
    );
    return hostedPaymentPage(transaction);
  }

  function completePayment(request: SandboxRequest): SandboxResponse {
    const form = formFields(request);
    const outcome = form.get('outcome') ?? '';
    const transaction = OUTCOMES.includes(outcome)
      ? transactions.finish(form.get('txnid') ?? '', form.get('mihpayid') ?? '', outcome as PayuOutcome)
      : null;
    if (!transaction) {
      return errorPage({
        reason: 'This transaction is not awaiting payment.',
        hint: 'It was finished already or never started: start a new one from the merchant.',
      });
    }
    const params = responseParams(transaction, merchant.salt);
    runtime.logger.log(
      { msg: 'payment finished', txnid: transaction.request.txnid, status: transaction.status },
      CONTEXT,
    );
    notify(transaction, params, form.get('webhook_twice') === '1' ? 2 : 1);
    return returnPage(transaction, params);
  }

  function notify(transaction: PayuTransaction, params: [string, string][], copies: number): void {
    if (!settings.PAYU_SANDBOX_WEBHOOK_URL) return;
    webhooks.send(
      [
        {
          label: `${transaction.status} ${transaction.request.txnid}`,
          url: settings.PAYU_SANDBOX_WEBHOOK_URL,
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(params).toString(),
        },
      ],
      copies,
    );
  }

  /** PayU's "web service" endpoint: `verify_payment` and `cancel_refund_transaction` are spoken here. */
  function postservice(request: SandboxRequest): SandboxResponse {
    if (request.query.get('form') !== '2')
      return json(400, { status: 0, msg: 'The local sandbox answers form=2 (JSON) only' });
    const form = formFields(request);
    const [key, command, var1, hash] = ['key', 'command', 'var1', 'hash'].map((name) =>
      (form.get(name) ?? '').trim(),
    );
    if (!key || !command || !var1 || !hash) return json(200, { status: 0, msg: 'Parameter missing' });
    if (key !== merchant.key || !hashesEqual(commandHash(key, command, var1, merchant.salt), hash)) {
      return json(200, { status: 0, msg: 'Invalid Hash.' });
    }
    if (command === 'verify_payment') return json(200, verifyPayment(var1));
    if (command === 'cancel_refund_transaction')
      return json(200, cancelRefund(var1, (form.get('var2') ?? '').trim(), (form.get('var3') ?? '').trim()));
    return json(200, { status: 0, msg: `The local sandbox does not support the command ${command}` });
  }

  /**
   * Refunds (part of) a captured payment: var1 is PayU's id (mihpayid), var2 the merchant's unique token of
   * this refund request, var3 the amount in rupees. PayU queues it (error_code 102); a token already used
   * is refused, so a retried request never refunds twice.
   */
  function cancelRefund(mihpayid: string, token: string, amountText: string) {
    const transaction = transactions.findByMihpayid(mihpayid);
    if (!transaction || transaction.status !== 'success')
      return { status: 0, msg: 'Invalid payuid', mihpayid };
    if (!token) return { status: 0, msg: 'Token is missing', mihpayid };
    const previous = transactions.refundByToken(token);
    if (previous)
      return {
        status: 0,
        msg: 'Request for this token already exists',
        request_id: previous.requestId,
        mihpayid,
      };
    const amount = Number(amountText);
    if (!/^\d+(\.\d{1,2})?$/.test(amountText) || amount <= 0)
      return { status: 0, msg: 'Invalid amount', mihpayid };
    const paid = Number(transaction.request.amount);
    if (transactions.refunded(mihpayid) + amount > paid + 1e-9)
      return { status: 0, msg: 'Refund amount exceeds the transaction amount', mihpayid };
    const refund = transactions.addRefund(mihpayid, token, amount);
    return {
      status: 1,
      msg: 'Refund Request Queued',
      request_id: refund.requestId,
      bank_ref_num: null,
      mihpayid: Number(mihpayid),
      error_code: 102,
    };
  }

  /** var1 holds one or more txnids separated by '|'. */
  function verifyPayment(var1: string) {
    const txnids = var1
      .split('|')
      .map((id) => id.trim())
      .filter(Boolean);
    const details: Record<string, object> = {};
    let found = 0;
    for (const txnid of txnids) {
      const transaction = transactions.find(txnid);
      if (transaction) found++;
      details[txnid] = transaction
        ? verifyPaymentDetails(transaction)
        : { mihpayid: 'Not Found', status: 'Not Found' };
    }
    return {
      status: found ? 1 : 0,
      msg: `${found} out of ${txnids.length} Transactions Fetched Successfully`,
      transaction_details: details,
    };
  }

  const router = new Router(PAYU_FAILURES)
    .on('GET', '/', () => indexPage(settings.PAYU_SANDBOX_WEBHOOK_URL))
    .on('GET', PAYU_PATHS.health, () => json(200, { status: 'ok', provider: 'payu' }))
    .on('POST', '/_payment', startPayment)
    .on('POST', PAYU_PATHS.complete, completePayment)
    .on('GET', PAYU_PATHS.autoSubmit, () => javascript(AUTO_SUBMIT_SCRIPT))
    .on('POST', '/merchant/postservice.php', postservice)
    .on('POST', '/merchant/postservice', postservice);

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
