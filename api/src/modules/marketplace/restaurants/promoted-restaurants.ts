import { type Page, type RestaurantCard, UserType } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { toPage } from '../../../core/http/page';
import { MemberDirectory } from '../../accounts';
import { ElitePolicy } from '../common/elite-policy';
import type { PromotedQuery } from '../common/list-query.dto';
import { orderPromoted, PROMOTED_CANDIDATES } from '../common/promoted';
import { toDirectoryCard } from '../directory/member-directory.service';
import { RestaurantProfileEntity } from '../entities/restaurant-profile.entity';
import { RestaurantProfiles } from './restaurant-profiles.service';

/**
 * `GET restaurants/promoterestaurants`: restaurant owners who have a profile, in the promoted order
 * (`orderPromoted`, decisions 106/117), from
 * the PROMOTED_CANDIDATES most recently updated profiles (read by the `updated_at` index, never a scan).
 * Public cards only. Five queries whatever the page: candidates, members, subscriptions, profiles, places.
 */
@Injectable()
export class PromotedRestaurants {
  constructor(
    @InjectRepository(RestaurantProfileEntity) private readonly profiles: Repository<RestaurantProfileEntity>,
    private readonly members: MemberDirectory,
    private readonly elite: ElitePolicy,
    private readonly restaurantProfiles: RestaurantProfiles,
  ) {}

  async page(query: PromotedQuery): Promise<Page<RestaurantCard>> {
    const recent = await this.profiles
      .createQueryBuilder('p')
      .select('p.user_id', 'id')
      .addSelect('p.updated_at', 'updated_at')
      .orderBy('p.updated_at', 'DESC')
      .limit(PROMOTED_CANDIDATES)
      .getRawMany<{ id: number; updated_at: Date }>();
    const ids = recent.map((r) => Number(r.id));
    const [facts, elite] = await Promise.all([this.members.factsOf(ids), this.elite.eliteAmong(ids)]);
    const ordered = orderPromoted(recent, (r) => {
      const member = facts.get(Number(r.id));
      if (member?.user_type !== UserType.Restaurant || member.banned) return undefined;
      return {
        blueTick: member.blue_tick === 1,
        elite: elite.has(member.id),
        updatedAt: new Date(r.updated_at),
      };
    }).map((r) => facts.get(Number(r.id))!);
    const start = (query.page - 1) * query.per_page;
    const shown = ordered.slice(start, start + query.per_page);
    const summaries = await this.restaurantProfiles.summaries(shown.map((m) => m.id));
    const cards = shown.map((m): RestaurantCard => ({
      ...toDirectoryCard(m),
      restaurant_type: summaries.get(m.id)?.restaurant_type ?? null,
    }));
    return toPage(cards, ordered.length, query.page, query.per_page);
  }
}
