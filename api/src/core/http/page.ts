import type { Page } from '@app/contracts';

/** A page object as the seeds' clients read it; a page past the end has no rows but the same totals. */
export function toPage<T>(rows: T[], total: number, page: number, perPage: number): Page<T> {
  return {
    current_page: page,
    data: rows,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    total,
  };
}
