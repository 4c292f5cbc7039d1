import type { ValidationError } from 'class-validator';
import { InvalidInputError } from './domain-error';

/** Flattens class-validator errors into `{ field: [messages] }` (nested fields as `a.b`). */
export function fieldErrors(errors: ValidationError[], parent = ''): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const error of errors) {
    const path = parent ? `${parent}.${error.property}` : error.property;
    if (error.constraints) out[path] = [...new Set(Object.values(error.constraints))];
    Object.assign(out, fieldErrors(error.children ?? [], path));
  }
  return out;
}

export function validationExceptionFactory(errors: ValidationError[]): InvalidInputError {
  return new InvalidInputError(fieldErrors(errors));
}
