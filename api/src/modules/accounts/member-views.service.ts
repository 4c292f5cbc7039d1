import { type MemberProfile, type MemberUser, UserType } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { PublicFilesService } from '../../core/storage/public-files';
import { SubscriptionsService } from '../billing';
import { FollowsService } from '../follows';
import { ManpowerProfilesService, RestaurantProfilesService, VendorProfilesService } from '../marketplace';
import { UserEntity } from '../members';
import { PostsService } from '../social';
import { type MemberRow, type MemberSocialFacts, toMemberUser, toPublicMember } from './member.mappers';

/**
 * Reads members with their place names (rows) and turns them into MemberUser answers: subscriptions, follow
 * counts and relation, post counts and marketplace profiles in a fixed number of queries, however many
 * members are listed.
 */
@Injectable()
export class MemberViewsService {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly subscriptions: SubscriptionsService,
    private readonly follows: FollowsService,
    private readonly posts: PostsService,
    private readonly files: PublicFilesService,
    private readonly restaurants: RestaurantProfilesService,
    private readonly vendors: VendorProfilesService,
    private readonly manpower: ManpowerProfilesService,
  ) {}

  /**
   * The members of these ids with their place names, in one query, in no particular order (unknown ids
   * absent; the caller decides what an unverified or deleted account means). Plain SQL of the needed
   * columns: whole user entities with three joined places cost more to build than the query (decisions 190,
   * 194).
   */
  async rows(ids: readonly number[]): Promise<MemberRow[]> {
    const unique = [...new Set(ids)];
    if (!unique.length) return [];
    return this.users.query(
      `SELECT u.id, u.user_type, u.business_name, u.first_name, u.last_name, u.email, u.mobile_no,
              u.country_id, co.name AS country_name, u.state_id, st.name AS state_name, u.city_id, ci.name AS city_name,
              u.main_office_city, u.gst_no, CAST(u.birth_date AS CHAR) AS birth_date, u.gender, u.address, u.pin_code,
              u.about, u.profile_photo, u.blue_tick, u.is_dsa, u.created_at, u.language,
              u.email_verified_at, u.suspended_until, u.banned_at, u.deleted_at
       FROM users u
       LEFT JOIN countries co ON co.id = u.country_id
       LEFT JOIN states st ON st.id = u.state_id
       LEFT JOIN cities ci ON ci.id = u.city_id
       WHERE u.id IN (?)`,
      [unique],
    );
  }

  /**
   * Members as `viewerId` may see them: themself whole, anyone else as the public profile (contact
   * details, birth date, gender, address, GST number and subscription state left out; decision 055).
   * `viewerId` also decides the relation ('Follow' / 'Requested') and follow status shown; null (staff) sees
   * public profiles.
   */
  async many(users: readonly MemberRow[], viewerId: number | null): Promise<MemberProfile[]> {
    const ids = users.map((u) => u.id);
    const ownerIds = users.filter((u) => u.user_type === UserType.Restaurant).map((u) => u.id);
    const vendorIds = users.filter((u) => u.user_type === UserType.Vendor).map((u) => u.id);
    const manpowerIds = users.filter((u) => u.user_type === UserType.Manpower).map((u) => u.id);
    const [summaries, followStats, postCounts, restaurants, vendors, manpower] = await Promise.all([
      this.subscriptions.summaries(ids.filter((id) => id === viewerId)),
      this.follows.statsFor(viewerId, ids),
      this.posts.countsByAuthor(ids),
      this.restaurants.summaries(ownerIds),
      this.vendors.summaries(vendorIds),
      this.manpower.summaries(manpowerIds),
    ]);
    return users.map((u) => {
      const stats = followStats.get(u.id);
      const social: MemberSocialFacts = {
        post_count: postCounts.get(u.id) ?? 0,
        followers_count: stats?.followers_count ?? 0,
        followings_count: stats?.followings_count ?? 0,
        relation: stats?.relation ?? 'Follow',
        follow_status: stats?.follow_status ?? 'none',
        follows_you: stats?.follows_you ?? false,
      };
      const photo = this.files.url(u.profile_photo);
      const restaurant = restaurants.get(u.id) ?? null;
      const vendor = vendors.get(u.id) ?? null;
      const professional = manpower.get(u.id) ?? null;
      return u.id === viewerId
        ? toMemberUser(u, summaries.get(u.id), photo, social, restaurant, vendor, professional)
        : toPublicMember(u, photo, social, restaurant, vendor, professional);
    });
  }

  async one(user: MemberRow, viewerId: number | null): Promise<MemberProfile> {
    return (await this.many([user], viewerId))[0]!;
  }

  /** The member themself, whole (GET user, login, profile update). */
  async self(user: MemberRow): Promise<MemberUser> {
    return (await this.many([user], user.id))[0] as MemberUser;
  }
}
