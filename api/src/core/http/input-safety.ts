import { DomainError, InvalidInputError } from '../errors/domain-error';

/** Deepest nesting of arrays and objects a request may carry: real payloads here are two or three levels. */
export const MAX_INPUT_DEPTH = 32;
/** Page numbers beyond this are refused (422): deeper pages would only make the database skip rows. */
export const MAX_PAGE_NUMBER = 1_000_000;

// With the u flag a proper surrogate pair is one code point; only an unpaired half matches.
const LONE_SURROGATE = /\p{Cs}/u;

const isContainer = (value: unknown): value is Record<string, unknown> | unknown[] => {
  if (Array.isArray(value)) return true;
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  // Only what a parser builds; buffers, dates and class instances are not walked.
  return proto === Object.prototype || proto === null;
};

/**
 * Refuses request input that would crash the code behind it instead of failing validation:
 * - nesting deeper than MAX_INPUT_DEPTH (class-transformer recurses and overflows the stack: 400);
 * - strings that are not well-formed UTF-16, i.e. a lone surrogate sent as a JSON escape such as "\ud800"
 *   (validator's helpers call encodeURI, which throws URIError: 422 naming the field).
 * - an object with a key named `toString` or `valueOf` (JSON data where those methods should be: turning the
 *   object into a number or a string, as `@Type(() => Number)` does, throws a TypeError: 422 naming the field).
 * The walk is iterative, so the check itself cannot overflow.
 */
export function assertSafeInput(value: unknown): void {
  const pending: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  while (pending.length > 0) {
    const item = pending.pop()!;
    if (typeof item.value === 'string') {
      if (LONE_SURROGATE.test(item.value)) throw illFormed(item.path);
      continue;
    }
    if (!isContainer(item.value)) continue;
    if (item.depth >= MAX_INPUT_DEPTH) {
      throw new DomainError(400, `The request is nested too deeply (at most ${MAX_INPUT_DEPTH} levels).`);
    }
    for (const [key, child] of Object.entries(item.value)) {
      const path = item.path ? `${item.path}.${key}` : key;
      if (LONE_SURROGATE.test(key)) throw illFormed(item.path || 'input');
      if (!Array.isArray(item.value) && CONVERSION_KEYS.has(key))
        throw conversionKey(item.path || 'input', key);
      pending.push({ value: child, path, depth: item.depth + 1 });
    }
  }
}

/** Keys that shadow the methods turning an object into a primitive. */
const CONVERSION_KEYS = new Set(['toString', 'valueOf']);

function conversionKey(field: string, key: string): InvalidInputError {
  return new InvalidInputError({ [field]: [`The ${field} is invalid (a field may not be named ${key}).`] });
}

function illFormed(path: string): InvalidInputError {
  const field = path || 'input';
  return new InvalidInputError({
    [field]: [`The ${field} contains an invalid character (an unpaired UTF-16 surrogate).`],
  });
}

/**
 * After transformation: an integer too large to be exact (`page=1e300` passes @IsInt) never reaches SQL.
 * Whole numbers beyond Number.MAX_SAFE_INTEGER are refused with a 422 naming the field.
 */
export function assertSafeIntegers(value: unknown): void {
  const pending: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  while (pending.length > 0) {
    const item = pending.pop()!;
    if (typeof item.value === 'number') {
      if (Number.isInteger(item.value) && !Number.isSafeInteger(item.value)) {
        const field = item.path || 'input';
        throw new InvalidInputError({ [field]: [`The ${field} is too large.`] });
      }
      continue;
    }
    if (item.depth >= MAX_INPUT_DEPTH || typeof item.value !== 'object' || item.value === null) continue;
    const proto = Object.getPrototypeOf(item.value);
    // DTO instances as well as plain objects and arrays; buffers and dates carry no request numbers.
    if (ArrayBuffer.isView(item.value) || item.value instanceof Date || proto === null) continue;
    for (const [key, child] of Object.entries(item.value)) {
      pending.push({ value: child, path: item.path ? `${item.path}.${key}` : key, depth: item.depth + 1 });
    }
  }
}
