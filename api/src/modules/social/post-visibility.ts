import type { SelectQueryBuilder } from 'typeorm';

/** Who reads: a member's id, or null for an anonymous visitor (the logged-out preview). */
export type Viewer = number | null;

/** Held content is hidden from everyone but its author. */
export function isVisibleTo(content: { held_at: Date | null; user_id: number }, viewer: Viewer): boolean {
  return content.held_at === null || content.user_id === viewer;
}

/** The same rule as a condition on the rows of `alias` (posts or comments). */
export function whereVisibleTo<T extends object>(
  qb: SelectQueryBuilder<T>,
  alias: string,
  viewer: Viewer,
): SelectQueryBuilder<T> {
  return viewer === null
    ? qb.andWhere(`${alias}.held_at IS NULL`)
    : qb.andWhere(`(${alias}.held_at IS NULL OR ${alias}.user_id = :viewer)`, { viewer });
}
