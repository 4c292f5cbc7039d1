import { type MemberProfile, type MemberUser, UserType } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { PublicFiles } from '../../core/storage/public-files';
import { SubscriptionsService } from '../billing';
import { FollowsService } from '../follows';
import { RestaurantProfiles, VendorProfiles } from '../marketplace';
import { PostsService } from '../social';
import type { UserEntity } from './entities/user.entity';
import { type MemberSocialFacts, toMemberUser, toPublicMember } from './member.mappers';

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
    private readonly vendors: VendorProfiles,
  ) {}

  /**
   * Members as `viewerId` may see them: themself whole, anyone else as the public profile (contact
   * details, birth date, gender, address, GST number and subscription state left out; decision 055).
   * `viewerId` also decides the relation ('Follow' / 'Requested') shown; null (staff) sees public profiles.
   */
  async many(users: UserEntity[], viewerId: number | null): Promise<MemberProfile[]> {
    const ids = users.map((u) => u.id);
    const ownerIds = users.filter((u) => u.user_type === UserType.Restaurant).map((u) => u.id);
    const vendorIds = users.filter((u) => u.user_type === UserType.Vendor).map((u) => u.id);
    const [summaries, followStats, postCounts, restaurants, vendors] = await Promise.all([
      this.subscriptions.summaries(ids.filter((id) => id === viewerId)),
      this.follows.statsFor(viewerId, ids),
      this.posts.countsByAuthor(ids),
      this.restaurants.summaries(ownerIds),
      this.vendors.summaries(vendorIds),
    ]);
    return users.map((u) => {
      const stats = followStats.get(u.id);
      const social: MemberSocialFacts = {
        post_count: postCounts.get(u.id) ?? 0,
        followers_count: stats?.followers_count ?? 0,
        followings_count: stats?.followings_count ?? 0,
        relation: stats?.relation ?? 'Follow',
      };
      const photo = this.files.url(u.profile_photo);
      const restaurant = restaurants.get(u.id) ?? null;
      const vendor = vendors.get(u.id) ?? null;
      return u.id === viewerId
        ? toMemberUser(u, summaries.get(u.id), photo, social, restaurant, vendor)
        : toPublicMember(u, photo, social, restaurant, vendor);
    });
  }

  async one(user: UserEntity, viewerId: number | null): Promise<MemberProfile> {
    return (await this.many([user], viewerId))[0]!;
  }

  /** The member themself, whole (GET user, login, profile update). */
  async self(user: UserEntity): Promise<MemberUser> {
    return (await this.many([user], user.id))[0] as MemberUser;
  }
}
