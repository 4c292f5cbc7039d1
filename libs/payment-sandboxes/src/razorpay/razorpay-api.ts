import { timingSafeEqual } from 'node:crypto';
import {
  basicCredentials,
  HttpAnswer,
  json,
  type Handler,
  type ProviderFailures,
  type Router,
  type SandboxRequest,
  type SandboxResponse,
} from '../shared/http';
import { isCurrency, minorUnitDigits } from './currencies';
import type { RazorpayLedger } from './razorpay-ledger';

/** Razorpay's error body: `{ error: { code, description, source, step, reason, metadata, field } }`. */
export function razorpayError(
  status: number,
  description: string,
  details: { code?: string; field?: string; source?: string; step?: string; reason?: string } = {},
): SandboxResponse {
  const { code = 'BAD_REQUEST_ERROR', field, source = 'NA', step = 'NA', reason = 'NA' } = details;
  return json(status, {
    error: { code, description, source, step, reason, metadata: {}, ...(field ? { field } : {}) },
  });
}

const invalid = (description: string, field?: string) =>
  new HttpAnswer(
    razorpayError(400, description, {
      field,
      source: 'business',
      step: 'payment_initiation',
      reason: 'input_validation_failed',
    }),
  );

export const RAZORPAY_FAILURES: ProviderFailures = {
  notFound: () => razorpayError(404, 'The requested URL was not found on the server.'),
  failure: (status, message) =>
    razorpayError(status, message, { code: status === 500 ? 'SERVER_ERROR' : 'BAD_REQUEST_ERROR' }),
};

export interface ApiCredentials {
  keyId: string;
  keySecret: string;
}

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** The API routes answer only HTTP Basic auth with the key id and key secret, as Razorpay's do. */
function authenticated(credentials: ApiCredentials, handler: Handler): Handler {
  return (request) => {
    const given = basicCredentials(request.headers);
    if (!given) return razorpayError(401, 'Please provide your api key for authentication purposes.');
    if (given.user !== credentials.keyId) return razorpayError(401, 'The api key provided is invalid');
    if (!sameText(given.password, credentials.keySecret)) return razorpayError(401, 'Authentication failed');
    return handler(request);
  };
}

const ORDER_FIELDS = new Set(['amount', 'currency', 'receipt', 'notes']);
const MAX_NOTES = 15;

function jsonObject(request: SandboxRequest): Record<string, unknown> {
  let body: unknown;
  try {
    body = JSON.parse(request.body.toString('utf8') || '{}');
  } catch {
    throw invalid('The request body must be valid JSON');
  }
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw invalid('The request body must be a JSON object');
  return body as Record<string, unknown>;
}

/** Checks `POST /v1/orders` input with Razorpay's rules and wording. */
function readOrderInput(body: Record<string, unknown>) {
  const extra = Object.keys(body).filter((key) => !ORDER_FIELDS.has(key));
  if (extra.length) throw invalid(`${extra.join(', ')} is/are not required and should not be sent`, extra[0]);

  const { amount, currency, receipt, notes } = body;
  if (currency === undefined || currency === '') throw invalid('The currency field is required.', 'currency');
  if (typeof currency !== 'string' || !isCurrency(currency))
    throw invalid('The selected currency is invalid.', 'currency');
  if (amount === undefined || amount === '') throw invalid('The amount field is required.', 'amount');
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount))
    throw invalid('The amount must be an integer.', 'amount');
  if (amount < 100)
    throw invalid(`The amount must be at least 100 (1.00 ${currency} in its smallest unit).`, 'amount');
  if (minorUnitDigits(currency) === 3 && amount % 10 !== 0) {
    throw invalid('The amount of a three-decimal currency must end in 0.', 'amount');
  }
  if (receipt !== undefined && receipt !== null && (typeof receipt !== 'string' || receipt.length > 40)) {
    throw invalid('The receipt may not be greater than 40 characters.', 'receipt');
  }
  return {
    amount,
    currency,
    receipt: (receipt as string | null | undefined) ?? null,
    notes: readNotes(notes),
  };
}

function readNotes(notes: unknown): Record<string, string> {
  if (notes === undefined || notes === null) return {};
  if (typeof notes !== 'object' || Array.isArray(notes))
    throw invalid('The notes must be an object of key-value pairs.', 'notes');
  const entries = Object.entries(notes);
  if (entries.length > MAX_NOTES)
    throw invalid(`The notes may not have more than ${MAX_NOTES} items.`, 'notes');
  return Object.fromEntries(
    entries.map(([key, value]) => {
      if (!['string', 'number'].includes(typeof value) || String(value).length > 256) {
        throw invalid('Each note must be a string or number of at most 256 characters.', 'notes');
      }
      return [key, String(value)];
    }),
  );
}

/** Orders API and payment lookups: POST /v1/orders, GET /v1/orders/{id}[/payments], GET /v1/payments/{id}. */
export function addApiRoutes(router: Router, ledger: RazorpayLedger, credentials: ApiCredentials): void {
  const missing = () => razorpayError(400, 'The id provided does not exist', { field: 'id' });
  const route = (method: 'GET' | 'POST', path: string, handler: Handler) =>
    router.on(method, path, authenticated(credentials, handler));

  route('POST', '/v1/orders', (request) =>
    json(200, ledger.createOrder(readOrderInput(jsonObject(request)))),
  );
  route('GET', '/v1/orders/:id', (request) => {
    const order = ledger.order(request.params.id);
    return order ? json(200, order) : missing();
  });
  route('GET', '/v1/orders/:id/payments', (request) => {
    if (!ledger.order(request.params.id)) return missing();
    const items = ledger.paymentsOf(request.params.id);
    return json(200, { entity: 'collection', count: items.length, items });
  });
  route('GET', '/v1/payments/:id', (request) => {
    const payment = ledger.payment(request.params.id);
    return payment ? json(200, payment) : missing();
  });
  // Refunds API: the whole remaining amount unless `amount` (minor units) says less.
  route('POST', '/v1/payments/:id/refund', (request) => {
    const payment = ledger.payment(request.params.id);
    if (!payment) return missing();
    const body = jsonObject(request);
    if (payment.status === 'failed')
      return razorpayError(400, 'The payment has not been captured', { field: 'id' });
    const remaining = payment.amount - payment.amount_refunded;
    if (remaining <= 0)
      return razorpayError(400, 'The payment has been fully refunded already', { field: 'id' });
    const amount = body.amount === undefined ? remaining : body.amount;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100)
      return razorpayError(400, 'The amount must be atleast INR 1.00', { field: 'amount' });
    if (amount > remaining)
      return razorpayError(400, 'The refund amount provided is greater than amount captured', {
        field: 'amount',
      });
    const notes =
      body.notes && typeof body.notes === 'object' && !Array.isArray(body.notes)
        ? Object.fromEntries(
            Object.entries(body.notes as Record<string, unknown>).map(([k, v]) => [k, String(v)]),
          )
        : {};
    const receipt = typeof body.receipt === 'string' ? body.receipt.slice(0, 40) : null;
    return json(200, ledger.refund(payment, { amount, notes, receipt }));
  });
  route('GET', '/v1/payments/:id/refunds', (request) => {
    if (!ledger.payment(request.params.id)) return missing();
    const items = ledger.refundsOf(request.params.id);
    return json(200, { entity: 'collection', count: items.length, items });
  });
}
