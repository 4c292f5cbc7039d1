import { Module } from '@nestjs/common';
import { MarketplaceModule } from '../marketplace';
import { MembersModule } from '../members';
import { SocialModule } from '../social';
import { SearchController } from './search.controller';
import { SearchService } from './search.service';

/** Global search (the top bar's dropdown): members from members, posts from social, listings from marketplace. */
@Module({
  imports: [MembersModule, SocialModule, MarketplaceModule],
  controllers: [SearchController],
  providers: [SearchService],
})
export class SearchModule {}
