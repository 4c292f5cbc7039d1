import { sha512Hex } from '../signatures';

/** The fields PayU's request hash covers (PayU "Generate Hash": udf1..udf5 empty when not sent). */
export interface PayuHashedFields {
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

/** What PayU posts back that its response hash covers. */
export interface PayuResponseFields extends PayuHashedFields {
  status: string;
  /** Present when PayU added convenience fees; it then prefixes the hashed string. */
  additional_charges?: string;
}

/** sha512(key|txnid|amount|productinfo|firstname|email|udf1|udf2|udf3|udf4|udf5||||||SALT) */
export function payuRequestHash(f: PayuHashedFields, salt: string): string {
  return sha512Hex(
    [
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
      '',
      '',
      '',
      '',
      '',
      salt,
    ].join('|'),
  );
}

/**
 * The reverse hash PayU sends back: sha512(SALT|status||||||udf5|udf4|udf3|udf2|udf1|email|firstname|
 * productinfo|amount|txnid|key), prefixed with `additional_charges|` when PayU added charges.
 */
export function payuResponseHash(f: PayuResponseFields, salt: string): string {
  const parts = [
    salt,
    f.status,
    '',
    '',
    '',
    '',
    '',
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
  ];
  if (f.additional_charges) parts.unshift(f.additional_charges);
  return sha512Hex(parts.join('|'));
}

/** The hash of PayU's command API (verify_payment and the others): sha512(key|command|var1|SALT). */
export function payuCommandHash(key: string, command: string, var1: string, salt: string): string {
  return sha512Hex(`${key}|${command}|${var1}|${salt}`);
}
