import { MARKETPLACE_LIMITS, PROMOTED_PAGE_SIZE } from '@app/contracts';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';

const MAX_PAGE = 100_000;

/** `{id}` of a listing. */
export class IdParam {
  @Type(() => Number)
  @IsInt({ message: 'id must be a whole number' })
  @Min(1, { message: 'id must be a whole number' })
  @Max(4_294_967_295, { message: 'id must be a whole number' })
  id: number;
}

/** The seeds' list query: `sort=id&order_by=desc&page=1&per_page=10`. Only `id` sorts (by its index). */
export class ListQuery {
  @IsOptional()
  @IsIn(['id'], { message: 'The lists sort by id only.' })
  sort = 'id' as const;

  @IsOptional()
  @IsIn(['asc', 'desc'], { message: 'order_by must be asc or desc' })
  order_by: 'asc' | 'desc' = 'desc';

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page must be at least 1' })
  @Max(MAX_PAGE, { message: 'page is too large' })
  page = 1;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'per_page must be a whole number' })
  @Min(1, { message: 'per_page must be at least 1' })
  @Max(MARKETPLACE_LIMITS.maxPageSize, {
    message: `per_page may be at most ${MARKETPLACE_LIMITS.maxPageSize}`,
  })
  per_page: number = MARKETPLACE_LIMITS.pageSize;
}

/**
 * `GET restaurants/job` and `GET restaurants/give-franchise`: everyone's open rows (the feed the seeds'
 * client reads without a parameter); an owner's own rows with `scope=mine` (decision 214).
 */
export class FeedQuery extends ListQuery {
  @IsOptional()
  @IsIn(['all', 'mine'], { message: 'scope must be all or mine' })
  scope: 'all' | 'mine' = 'all';
}

/** The promoted lists (`per_page=5&page=1`): pages of the bounded candidate set (decision 117). */
export class PromotedQuery {
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page must be at least 1' })
  @Max(MAX_PAGE, { message: 'page is too large' })
  page = 1;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'per_page must be a whole number' })
  @Min(1, { message: 'per_page must be at least 1' })
  @Max(MARKETPLACE_LIMITS.maxPageSize, {
    message: `per_page may be at most ${MARKETPLACE_LIMITS.maxPageSize}`,
  })
  per_page: number = PROMOTED_PAGE_SIZE;
}
