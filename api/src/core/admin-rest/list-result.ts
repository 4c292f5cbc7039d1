import type { Response } from 'express';
import { contentRange } from './list-query';

/** Sends a ra-data-simple-rest list: the records as a plain array, the total in Content-Range. */
export function sendList<T>(res: Response, resource: string, offset: number, rows: T[], total: number): T[] {
  res.setHeader('Content-Range', contentRange(resource, offset, rows.length, total));
  return rows;
}
