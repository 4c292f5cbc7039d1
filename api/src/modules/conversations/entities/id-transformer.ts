import type { ValueTransformer } from 'typeorm';

/** BIGINT message ids arrive as strings from mysql2; they stay far below 2^53, so numbers are safe. */
export const bigintId: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | number | null) => (value === null ? null : Number(value)),
};
