/** A unique key refused the row: the thing exists already (a repeat, or a race with another request). */
export const isDuplicateKey = (error: unknown) =>
  (error as { driverError?: { code?: string } }).driverError?.code === 'ER_DUP_ENTRY';
