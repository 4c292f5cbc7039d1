import { SOCIAL_LIMITS } from '@app/contracts';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

const { feedPageSize, previewPageSize, maxPageSize } = SOCIAL_LIMITS;
const MAX_PAGE = 100_000;

/** `{id}` of a post, an image or a comment. */
export class IdParam {
  @Type(() => Number)
  @IsInt({ message: 'id must be a whole number' })
  @Min(1, { message: 'id must be a whole number' })
  @Max(4_294_967_295, { message: 'id must be a whole number' })
  id: number;
}

/** `page` of a list the seeds' clients read as a plain array (likers, comments). */
export class ListPageQuery {
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page must be at least 1' })
  @Max(MAX_PAGE, { message: 'page is too large' })
  page = 1;
}

/** `GET posts/my-posts?page&per_page`. */
export class PostPageQuery extends ListPageQuery {
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'per_page must be a whole number' })
  @Min(1, { message: 'per_page must be at least 1' })
  @Max(maxPageSize, { message: `per_page may be at most ${maxPageSize}` })
  per_page = feedPageSize;
}

/** `GET posts?page&per_page=10`, or a member's posts with `filter={user_id}` (the member's id as the value). */
export class FeedQuery extends PostPageQuery {
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'filter must be a member id' })
  @Min(1, { message: 'filter must be a member id' })
  @Max(4_294_967_295, { message: 'filter must be a member id' })
  filter?: number;
}

/** `GET posts/likes-desc?page&pageSize` (the logged-out preview; `likes=desc&users=desc` are implied). */
export class PreviewQuery extends ListPageQuery {
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'pageSize must be a whole number' })
  @Min(1, { message: 'pageSize must be at least 1' })
  @Max(maxPageSize, { message: `pageSize may be at most ${maxPageSize}` })
  pageSize = previewPageSize;
}
