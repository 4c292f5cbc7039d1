import { InvalidInputError } from './domain-error';

type Checks<T extends readonly unknown[]> = { [K in keyof T]: () => T[K] | Promise<T[K]> };

/**
 * Runs every check of a request before refusing it, so one 422 names every field that is wrong rather than
 * the first (issue 38): each check answers its value or throws an InvalidInputError for its own fields.
 * Their field errors are merged (the first message of a field kept) into one InvalidInputError; any other
 * error is thrown as it is. All passed: their values, in order.
 */
export async function checkEveryField<T extends readonly unknown[]>(checks: Checks<T>): Promise<T> {
  const settled = await Promise.allSettled(checks.map((check) => Promise.resolve().then(check)));
  const other = settled.find(
    (result): result is PromiseRejectedResult =>
      result.status === 'rejected' && !(result.reason instanceof InvalidInputError),
  );
  if (other) throw other.reason;
  const errors: Record<string, string[]> = {};
  for (const result of settled) {
    if (result.status !== 'rejected') continue;
    for (const [field, messages] of Object.entries((result.reason as InvalidInputError).errors ?? {}))
      errors[field] ??= messages;
  }
  if (Object.keys(errors).length) throw new InvalidInputError(errors);
  return settled.map((result) => (result as PromiseFulfilledResult<unknown>).value) as unknown as T;
}
