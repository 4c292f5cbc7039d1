import { type MemberUser, UserType } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { PublicFiles } from '../../core/storage/public-files';
import { SubscriptionsService } from '../billing/subscriptions.service';
import { FollowsService } from '../follows/follows.service';
import { RestaurantProfiles } from '../marketplace';
import { PostsService } from '../social/posts.service';
import type { UserEntity } from './entities/user.entity';
import { type MemberSocialFacts, toMemberUser } from './member.mappers';

/**
 * Turns member entities (loaded with their places) into MemberUser answers: subscriptions, follow counts
 * and relation, and post counts in a fixed number of queries, however many members are listed.
 */
@Injectable()
export class MemberViews {
  constructor(
    private readonly subscriptions: SubscriptionsService,
    private readonly follows: FollowsService,
    private readonly posts: PostsService,
    private readonly files: PublicFiles,
    private readonly restaurants: RestaurantProfiles,
  ) {}

  /** `viewerId`: whose relation ('Follow' / 'Requested') to each member is shown; null for nobody's. */
  async many(users: UserEntity[], viewerId: number | null = null): Promise<MemberUser[]> {
    const ids = users.map((u) => u.id);
    const ownerIds = users.filter((u) => u.user_type === UserType.Restaurant).map((u) => u.id);
    const [summaries, followStats, postCounts, restaurants] = await Promise.all([
      this.subscriptions.summaries(ids),
      this.follows.statsFor(viewerId, ids),
      this.posts.countsByAuthor(ids),
      this.restaurants.summaries(ownerIds),
    ]);
    return users.map((u) => {
      const stats = followStats.get(u.id);
      const social: MemberSocialFacts = {
        post_count: postCounts.get(u.id) ?? 0,
        followers_count: stats?.followers_count ?? 0,
        followings_count: stats?.followings_count ?? 0,
        relation: stats?.relation ?? 'Follow',
      };
      return toMemberUser(
        u,
        summaries.get(u.id),
        this.files.url(u.profile_photo),
        social,
        restaurants.get(u.id) ?? null,
      );
    });
  }

  async one(user: UserEntity, viewerId: number | null = null): Promise<MemberUser> {
    return (await this.many([user], viewerId))[0]!;
  }
}
