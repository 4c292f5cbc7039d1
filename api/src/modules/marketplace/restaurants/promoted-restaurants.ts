import { type Page, type RestaurantCard, UserType } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { toPage } from '../../../core/http/page';
import { MemberDirectory } from '../../accounts';
import { SubscriptionsService } from '../../billing';
import type { PromotedQuery } from '../common/list-query.dto';
import { RestaurantProfileEntity } from '../entities/restaurant-profile.entity';
import { RestaurantProfiles } from './restaurant-profiles.service';

/** The most recently updated profiles the promoted lists choose from (decision 117). */
export const PROMOTED_CANDIDATES = 100;

/**
 * The promoted order (decision 117), for any member type: blue-tick members first, then Elite members,
 * then the rest; inside each group the candidates' own order (most recently updated profile first) stays.
 */
export function promotedOrder<T extends { id: number }>(
  candidates: readonly T[],
  blueTick: (id: number) => boolean,
  elite: (id: number) => boolean,
): T[] {
  const rank = (id: number) => (blueTick(id) ? 0 : elite(id) ? 1 : 2);
  return candidates
    .map((candidate, position) => ({ candidate, position, rank: rank(candidate.id) }))
    .sort((a, b) => a.rank - b.rank || a.position - b.position)
    .map(({ candidate }) => candidate);
}

/**
 * `GET restaurants/promoterestaurants`: restaurant owners who have a profile, in the promoted order, from
 * the PROMOTED_CANDIDATES most recently updated profiles (read by the `updated_at` index, never a scan).
 * Public cards only. Five queries whatever the page: candidates, members, subscriptions, profiles, places.
 */
@Injectable()
export class PromotedRestaurants {
  constructor(
    @InjectRepository(RestaurantProfileEntity) private readonly profiles: Repository<RestaurantProfileEntity>,
    private readonly members: MemberDirectory,
    private readonly subscriptions: SubscriptionsService,
    private readonly restaurantProfiles: RestaurantProfiles,
  ) {}

  async page(query: PromotedQuery): Promise<Page<RestaurantCard>> {
    const recent = await this.profiles
      .createQueryBuilder('p')
      .select('p.user_id', 'id')
      .orderBy('p.updated_at', 'DESC')
      .limit(PROMOTED_CANDIDATES)
      .getRawMany<{ id: number }>();
    const ids = recent.map((r) => Number(r.id));
    const [facts, subscriptions] = await Promise.all([
      this.members.factsOf(ids),
      this.subscriptions.summaries(ids),
    ]);
    const owners = ids.flatMap((id) => {
      const member = facts.get(id);
      return member?.user_type === UserType.Restaurant ? [member] : [];
    });
    const ordered = promotedOrder(
      owners,
      (id) => facts.get(id)?.blue_tick === 1,
      (id) => !!subscriptions.get(id)?.subscribed,
    );
    const start = (query.page - 1) * query.per_page;
    const shown = ordered.slice(start, start + query.per_page);
    const summaries = await this.restaurantProfiles.summaries(shown.map((m) => m.id));
    const cards = shown.map((m): RestaurantCard => ({
      id: m.id,
      name: m.full_name,
      business_name: m.business_name,
      photo: m.profile_photo,
      city: m.city,
      state: m.state,
      user_type: m.user_type,
      user_type_text: m.user_type_text,
      blue_tick: m.blue_tick,
      restaurant_type: summaries.get(m.id)?.restaurant_type ?? null,
    }));
    return toPage(cards, ordered.length, query.page, query.per_page);
  }
}
