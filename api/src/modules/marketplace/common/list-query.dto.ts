import { MARKETPLACE_LIMITS, PROMOTED_PAGE_SIZE } from '@app/contracts';
import { IsIn, IsOptional } from 'class-validator';
import { PageNumber, PageSize, WholeNumberParam } from '../../../core/http/fields';

const MAX_PAGE = 100_000;

/** `{id}` of a listing. */
export class IdParam {
  @WholeNumberParam('id', { max: 4_294_967_295 }) id: number;
}

/** The seeds' list query: `sort=id&order_by=desc&page=1&per_page=10`. Only `id` sorts (by its index). */
export class ListQuery {
  @IsOptional()
  @IsIn(['id'], { message: 'The lists sort by id only.' })
  sort = 'id' as const;

  @IsOptional()
  @IsIn(['asc', 'desc'], { message: 'order_by must be asc or desc' })
  order_by: 'asc' | 'desc' = 'desc';

  @PageNumber(MAX_PAGE) page = 1;

  @PageSize(MARKETPLACE_LIMITS.maxPageSize) per_page: number = MARKETPLACE_LIMITS.pageSize;
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
  @PageNumber(MAX_PAGE) page = 1;

  @PageSize(MARKETPLACE_LIMITS.maxPageSize) per_page: number = PROMOTED_PAGE_SIZE;
}
