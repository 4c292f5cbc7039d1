import { Module } from '@nestjs/common';
import { MemberDirectoryModule } from '../accounts';
import { MarketplaceModule } from '../marketplace';
import { SocialModule } from '../social';
import { SearchController } from './search.controller';
import { SearchService } from './search.service';

/** Global search (the top bar's dropdown): members from accounts, posts from social, listings from marketplace. */
@Module({
  imports: [MemberDirectoryModule, SocialModule, MarketplaceModule],
  controllers: [SearchController],
  providers: [SearchService],
})
export class SearchModule {}
