import { SOCIAL_LIMITS } from '@app/contracts';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { PageNumber, PageSize, WholeNumberParam } from '../../../core/http/fields';

const { feedPageSize, previewPageSize, maxPageSize } = SOCIAL_LIMITS;
const MAX_PAGE = 100_000;

/** `{id}` of a post, an image or a comment. */
export class IdParam {
  @WholeNumberParam('id', { max: 4_294_967_295 }) id: number;
}

/** `page` of a list the seeds' clients read as a plain array (likers, comments). */
export class ListPageQuery {
  @PageNumber(MAX_PAGE) page = 1;
}

/** `GET posts/my-posts?page&per_page`. */
export class PostPageQuery extends ListPageQuery {
  @PageSize(maxPageSize) per_page = feedPageSize;
}

/**
 * The member id of `GET posts?filter=`: a plain id (`filter=5`), the JSON form the seeds' client writes
 * (`filter={"user_id":5}`) (decision 174). Anything else is left as sent, so the validators below refuse
 * it with a 4xx.
 */
export function memberIdFilter(value: unknown): unknown {
  let source: unknown = value;
  if (typeof value === 'string' && value.trim().startsWith('{')) {
    try {
      source = JSON.parse(value);
    } catch {
      return value;
    }
  }
  if (source && typeof source === 'object' && !Array.isArray(source)) {
    const keys = Object.keys(source);
    if (keys.length !== 1 || keys[0] !== 'user_id') return value;
    source = (source as { user_id: unknown }).user_id;
  }
  if (typeof source === 'number') return source;
  if (typeof source === 'string' && /^\s*\d{1,10}\s*$/.test(source)) return Number(source);
  return value;
}

/** `GET posts?page&per_page=10`, or a member's posts with `filter={user_id}` (see memberIdFilter). */
export class FeedQuery extends PostPageQuery {
  @IsOptional()
  @Transform(({ value }) => memberIdFilter(value))
  @IsInt({ message: 'filter must be a member id' })
  @Min(1, { message: 'filter must be a member id' })
  @Max(4_294_967_295, { message: 'filter must be a member id' })
  filter?: number;
}

/** `GET posts/recent?limit=3`: the landing page's preview, 1 to 6 posts. */
export class RecentPostsQuery {
  @PageSize(6, 'limit') limit = 3;
}

/** `GET posts/likes-desc?page&pageSize` (the logged-out preview; `likes=desc&users=desc` are implied). */
export class PreviewQuery extends ListPageQuery {
  @PageSize(maxPageSize, 'pageSize') pageSize = previewPageSize;
}
