import { randomInt } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Random letters and digits, like the 14 characters of a Razorpay id. */
export function randomBase62(length: number): string {
  return Array.from({ length }, () => BASE62[randomInt(BASE62.length)]).join('');
}

/** A random number of `length` digits without a leading zero, like PayU's mihpayid and bank references. */
export function randomDigits(length: number): string {
  return String(randomInt(1, 10)) + Array.from({ length: length - 1 }, () => randomInt(10)).join('');
}
