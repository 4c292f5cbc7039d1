import { GLOBAL_SEARCH_MAX_LENGTH, SEARCH_PAGE_SIZE } from '@app/contracts';
import { IsDefined } from 'class-validator';
import { PageNumber, PageSize, TextUpTo } from '../../../core/http/fields';
import { applyDecorators } from '@nestjs/common';

/** The words searched for: required, at most GLOBAL_SEARCH_MAX_LENGTH characters (may be empty). */
const SearchText = () =>
  applyDecorators(
    TextUpTo('search', GLOBAL_SEARCH_MAX_LENGTH),
    IsDefined({ message: 'The search field is required.' }),
  );

/** POST global-search. An empty search is valid and finds nothing. */
export class GlobalSearchDto {
  @SearchText() search: string;
}

/** GET search/people and GET search/posts: the full results page, a keyset page at a time. */
export class SearchPageQuery {
  @SearchText() search: string;

  /** The `next_after` of the previous page. */
  @PageNumber(4_294_967_295, 'after') after?: number;

  @PageSize(50) per_page = SEARCH_PAGE_SIZE;
}
