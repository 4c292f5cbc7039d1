/**
 * Whether a failed write broke a unique key (MySQL's ER_DUP_ENTRY, which TypeORM keeps as the error's
 * `driverError`): the thing exists already, a repeat or a race with another request.
 */
export const isDuplicateKey = (error: unknown): boolean =>
  (error as { driverError?: { code?: string } } | null)?.driverError?.code === 'ER_DUP_ENTRY';
