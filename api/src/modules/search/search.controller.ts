import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentPrincipal, type Principal } from '../../core/auth/auth.decorators';
import { ThrottlePerMember } from '../../core/rate-limit/member-throttle';
import { GlobalSearchDto, SearchPageQuery } from './dto/global-search.dto';
import { SearchService } from './search.service';

/** Searches per member and minute: search-as-you-type stays well inside, scraping does not. */
const SEARCHES_PER_MINUTE = 120;

@ApiTags('search')
@ApiBearerAuth()
@Controller('api')
export class SearchController {
  constructor(private readonly searches: SearchService) {}

  @Post('global-search')
  @HttpCode(200)
  @ThrottlePerMember(SEARCHES_PER_MINUTE, 60_000)
  search(@CurrentPrincipal() me: Principal, @Body() body: GlobalSearchDto) {
    return this.searches.search(body.search, me.id);
  }

  /** The full results page's members ("See all people"), newest first, by keyset. */
  @Get('search/people')
  @ThrottlePerMember(SEARCHES_PER_MINUTE, 60_000)
  people(@Query() query: SearchPageQuery) {
    return this.searches.people(query.search.trim(), query.after ?? null, query.per_page);
  }

  /** The full results page's posts ("See all posts"), newest first, by keyset. */
  @Get('search/posts')
  @ThrottlePerMember(SEARCHES_PER_MINUTE, 60_000)
  posts(@CurrentPrincipal() me: Principal, @Query() query: SearchPageQuery) {
    return this.searches.postsPage(query.search.trim(), me.id, query.after ?? null, query.per_page);
  }
}
