import type { ValueTransformer } from 'typeorm';

/**
 * BIGINT amounts in paise: mysql2 hands BIGINT over as strings; every amount the marketplace stores stays
 * far below 2^53, so a JavaScript number holds it exactly.
 */
export const bigintMinor: ValueTransformer = {
  to: (value: number | undefined) => value,
  from: (value: string | number | null) => (value === null ? null : Number(value)),
};
