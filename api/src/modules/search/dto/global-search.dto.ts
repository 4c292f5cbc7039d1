import { GLOBAL_SEARCH_MAX_LENGTH, SEARCH_PAGE_SIZE } from '@app/contracts';
import { Type } from 'class-transformer';
import { IsDefined, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

/** POST global-search. An empty search is valid and finds nothing. */
export class GlobalSearchDto {
  @IsDefined({ message: 'The search field is required.' })
  @IsString({ message: 'The search must be a string.' })
  @MaxLength(GLOBAL_SEARCH_MAX_LENGTH, {
    message: `The search may not be greater than ${GLOBAL_SEARCH_MAX_LENGTH} characters.`,
  })
  search: string;
}

/** GET search/people and GET search/posts: the full results page, a keyset page at a time. */
export class SearchPageQuery {
  @IsDefined({ message: 'The search field is required.' })
  @IsString({ message: 'The search must be a string.' })
  @MaxLength(GLOBAL_SEARCH_MAX_LENGTH, {
    message: `The search may not be greater than ${GLOBAL_SEARCH_MAX_LENGTH} characters.`,
  })
  search: string;

  /** The `next_after` of the previous page. */
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'after must be a whole number' })
  @Min(1, { message: 'after must be at least 1' })
  @Max(4_294_967_295, { message: 'after is too large' })
  after?: number;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'per_page must be a whole number' })
  @Min(1, { message: 'per_page must be at least 1' })
  @Max(50, { message: 'per_page may be at most 50' })
  per_page = SEARCH_PAGE_SIZE;
}
