import { hashesEqual, paymentRequestHash, type PaymentHashFields } from './payu-hashes';

/** What a merchant's browser posts to PayU's `_payment` (hosted checkout). */
export interface PaymentRequest extends PaymentHashFields {
  lastname: string;
  phone: string;
  surl: string;
  furl: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  country: string;
  zipcode: string;
  service_provider: string;
}

/** Why PayU refuses a payment request: the reason its error page shows, and a hint for the developer. */
export interface PaymentRequestProblem {
  reason: string;
  hint: string;
}

const MANDATORY = [
  'key',
  'txnid',
  'amount',
  'productinfo',
  'firstname',
  'email',
  'phone',
  'surl',
  'furl',
  'hash',
] as const;
const OPTIONAL = [
  'lastname',
  'udf1',
  'udf2',
  'udf3',
  'udf4',
  'udf5',
  'address1',
  'address2',
  'city',
  'state',
  'country',
  'zipcode',
  'service_provider',
] as const;

const TXNID = /^[A-Za-z0-9_-]{1,25}$/;
const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;

function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** PayU answers amounts with two decimals; the reverse hash is computed over that answered amount. */
export function normalizeAmount(amount: string): string {
  return Number(amount).toFixed(2);
}

/** Checks a `_payment` form the way PayU does: mandatory fields, the merchant key, formats, then the hash. */
export function readPaymentRequest(
  form: URLSearchParams,
  merchant: { key: string; salt: string },
): PaymentRequest | PaymentRequestProblem {
  // Values are taken exactly as posted: PayU hashes what it receives, whitespace included.
  const value = (name: string) => form.get(name) ?? '';
  const missing = MANDATORY.filter((name) => !value(name).trim());
  if (missing.length) {
    return {
      reason: 'One or more mandatory parameters are missing in the transaction request.',
      hint: `Missing: ${missing.join(', ')}.`,
    };
  }
  if (value('key') !== merchant.key) {
    return { reason: 'Invalid merchant key.', hint: 'The sandbox accepts only the key set in PAYU_KEY.' };
  }
  if (!TXNID.test(value('txnid'))) {
    return { reason: 'Invalid transaction id.', hint: "txnid: 1 to 25 letters, digits, '-' or '_'." };
  }
  if (!AMOUNT.test(value('amount')) || Number(value('amount')) <= 0) {
    return {
      reason: 'Invalid amount.',
      hint: 'amount: a positive number with at most two decimals, for example 999.00.',
    };
  }
  if (!isHttpUrl(value('surl')) || !isHttpUrl(value('furl'))) {
    return { reason: 'Invalid surl or furl.', hint: 'surl and furl must be absolute http(s) URLs.' };
  }
  const request = Object.fromEntries(
    [...MANDATORY, ...OPTIONAL].map((name) => [name, value(name)]),
  ) as unknown as PaymentRequest & { hash: string };
  if (!hashesEqual(paymentRequestHash(request, merchant.salt), request.hash)) {
    return {
      reason: 'Transaction failed due to incorrectly calculated hash parameter.',
      hint: 'Expected sha512(key|txnid|amount|productinfo|firstname|email|udf1|udf2|udf3|udf4|udf5||||||SALT) over the posted values.',
    };
  }
  const { hash: _hash, ...accepted } = request;
  return accepted;
}

export function isProblem(result: PaymentRequest | PaymentRequestProblem): result is PaymentRequestProblem {
  return 'reason' in result;
}
