import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * PayU's documented SHA-512 hash formulas (hosted checkout; the reverse hash of the response; the
 * postservice commands). Fields are joined with '|' exactly as posted; absent udf fields are empty, and the
 * five unused udf6..udf10 slots stay empty.
 */
export interface PaymentHashFields {
  key: string;
  txnid: string;
  amount: string;
  productinfo: string;
  firstname: string;
  email: string;
  udf1: string;
  udf2: string;
  udf3: string;
  udf4: string;
  udf5: string;
}

export interface ResponseHashFields extends PaymentHashFields {
  status: string;
}

const UNUSED_UDFS = ['', '', '', '', ''];

const sha512 = (parts: string[]) => createHash('sha512').update(parts.join('|'), 'utf8').digest('hex');

/** sha512(key|txnid|amount|productinfo|firstname|email|udf1|udf2|udf3|udf4|udf5||||||SALT) */
export function paymentRequestHash(f: PaymentHashFields, salt: string): string {
  return sha512([
    f.key,
    f.txnid,
    f.amount,
    f.productinfo,
    f.firstname,
    f.email,
    f.udf1,
    f.udf2,
    f.udf3,
    f.udf4,
    f.udf5,
    ...UNUSED_UDFS,
    salt,
  ]);
}

/** sha512(SALT|status||||||udf5|udf4|udf3|udf2|udf1|email|firstname|productinfo|amount|txnid|key) */
export function responseHash(f: ResponseHashFields, salt: string): string {
  return sha512([
    salt,
    f.status,
    ...UNUSED_UDFS,
    f.udf5,
    f.udf4,
    f.udf3,
    f.udf2,
    f.udf1,
    f.email,
    f.firstname,
    f.productinfo,
    f.amount,
    f.txnid,
    f.key,
  ]);
}

/** sha512(key|command|var1|SALT) */
export function commandHash(key: string, command: string, var1: string, salt: string): string {
  return sha512([key, command, var1, salt]);
}

/** Compares two hex hashes in constant time; PayU's hashes are lower-case hex but case is not significant. */
export function hashesEqual(expected: string, given: string): boolean {
  const a = Buffer.from(expected.toLowerCase(), 'utf8');
  const b = Buffer.from(given.toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
