import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MembersModule } from '../members';
import { NotificationsModule } from '../notifications';
import { FollowEntity } from './entities/follow.entity';
import { FollowTotalsService } from './follow-totals';
import { FollowsController } from './follows.controller';
import { FollowsMemberDataService } from './follows-member-data';
import { FollowsService } from './follows.service';

/** Follow requests, follows and the follow lists. */
@Module({
  imports: [TypeOrmModule.forFeature([FollowEntity]), MembersModule, NotificationsModule],
  controllers: [FollowsController],
  providers: [FollowsService, FollowsMemberDataService, FollowTotalsService],
  exports: [FollowsService],
})
export class FollowsModule {}
