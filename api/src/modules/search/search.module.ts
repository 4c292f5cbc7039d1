import { Module } from '@nestjs/common';
import { MemberDirectoryModule } from '../accounts';
import { SocialModule } from '../social';
import { SearchController } from './search.controller';
import { SearchService } from './search.service';

/** Global search (the top bar's dropdown): members from accounts, posts from social. */
@Module({
  imports: [MemberDirectoryModule, SocialModule],
  controllers: [SearchController],
  providers: [SearchService],
})
export class SearchModule {}
