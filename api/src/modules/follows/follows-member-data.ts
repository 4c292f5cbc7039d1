import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { MemberDataPartsService } from '../../core/member-data/member-data-parts';
import { FollowEntity } from './entities/follow.entity';

/**
 * The follows module's share of a member's data rights (issue 14): whom the member follows or asked to
 * follow (their own acts; who follows them is only counted), and erasing both directions on purge.
 */
@Injectable()
export class FollowsMemberDataService implements OnModuleInit {
  constructor(
    private readonly parts: MemberDataPartsService,
    @InjectRepository(FollowEntity) private readonly follows: Repository<FollowEntity>,
  ) {}

  onModuleInit() {
    this.parts.register({
      name: 'follows',
      export: async (memberId) => {
        const following = await this.follows.find({
          where: { follower_id: memberId },
          order: { created_at: 'ASC' },
        });
        const followers = await this.follows.count({ where: { followee_id: memberId, status: 'accepted' } });
        return {
          records: {
            following: following.map((f) => ({
              member_id: f.followee_id,
              status: f.status,
              created_at: f.created_at,
              accepted_at: f.accepted_at,
            })),
            followers_count: followers,
          },
        };
      },
      erase: async (memberId) => {
        await this.follows.delete({ follower_id: memberId });
        await this.follows.delete({ followee_id: memberId });
      },
    });
  }
}
