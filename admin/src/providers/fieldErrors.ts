import { HttpError } from 'react-admin';

/**
 * The API refuses a form with 422 and `errors: { field: ['message', …] }`. react-admin shows a server error
 * beside its input only when the value is a string (an array is read as nested fields: `code.0`), so the
 * messages of each field are joined into one. Any other error passes through unchanged.
 */
export function withFieldMessages(error: unknown): unknown {
  if (!(error instanceof HttpError)) return error;
  const errors = (error.body as { errors?: unknown } | undefined)?.errors;
  if (!errors || typeof errors !== 'object') return error;
  const messages = Object.fromEntries(
    Object.entries(errors).map(([field, value]) => [field, Array.isArray(value) ? value.join(' ') : value]),
  );
  return new HttpError(error.message, error.status, { ...error.body, errors: messages });
}
