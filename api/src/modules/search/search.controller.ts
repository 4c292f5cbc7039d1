import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentPrincipal, type Principal } from '../../core/auth/auth.decorators';
import { ThrottlePerMember } from '../../core/rate-limit/member-throttle';
import { GlobalSearchDto } from './dto/global-search.dto';
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
}
