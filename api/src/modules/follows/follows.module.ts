import { Module } from '@nestjs/common';
import { FollowsService } from './follows.service';

/** Follow requests, follows and the follow lists. */
@Module({
  providers: [FollowsService],
  exports: [FollowsService],
})
export class FollowsModule {}
