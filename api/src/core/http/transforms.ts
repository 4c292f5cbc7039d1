import { Transform } from 'class-transformer';

// Input transforms every module's DTOs share (they run before class-validator, under the global
// ValidationPipe with `transform: true`).

/** Trims strings. */
export const Trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
/** Trims strings; an empty optional field means "clear it" and becomes null (skipped by @IsOptional). */
export const TrimToNull = () =>
  Transform(({ value }) => (typeof value === 'string' ? value.trim() || null : value));
/** Trims and lower-cases e-mail addresses (they are stored lower-case). */
export const NormalizeEmail = () =>
  Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value));
/** Form values arrive as strings ('1', 'true', 'on'), JSON ones as booleans or numbers. */
export const ToBoolean = () =>
  Transform(({ value }) =>
    value === undefined || value === null || value === ''
      ? undefined
      : [true, 1, '1', 'true', 'on', 'yes'].includes(value),
  );
/** Numbers sent as strings by forms; anything else is left for IsInt to refuse. */
export const ToInt = () =>
  Transform(({ value }) => (typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value));
