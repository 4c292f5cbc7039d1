import { type Page, type RestaurantCard, UserType } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { toPage } from '../../../core/http/page';
import { MemberDirectory } from '../../members';
import type { PromotedQuery } from '../common/list-query.dto';
import { PROMOTED_CANDIDATES } from '../common/promoted';
import { PromotedMembersService } from '../common/promoted-members';
import { toDirectoryCard } from '../directory/member-directory.service';
import { RestaurantProfileEntity } from '../entities/restaurant-profile.entity';
import { RestaurantProfilesService } from './restaurant-profiles.service';

/**
 * `GET restaurants/promoterestaurants`: restaurant owners who have a profile, in the promoted order
 * (`orderPromoted`, decisions 106/117), from
 * the PROMOTED_CANDIDATES most recently updated profiles (read by the `updated_at` index, never a scan).
 * Public cards only. Five queries whatever the page: candidates, PromotedMembersService.rank's two, the page's cards
 * and its restaurant profiles.
 */
@Injectable()
export class PromotedRestaurantsService {
  constructor(
    @InjectRepository(RestaurantProfileEntity) private readonly profiles: Repository<RestaurantProfileEntity>,
    private readonly members: MemberDirectory,
    private readonly promotedMembers: PromotedMembersService,
    private readonly restaurantProfiles: RestaurantProfilesService,
  ) {}

  async page(query: PromotedQuery): Promise<Page<RestaurantCard>> {
    const recent = await this.profiles
      .createQueryBuilder('p')
      .select('p.user_id', 'id')
      .addSelect('p.updated_at', 'updated_at')
      .orderBy('p.updated_at', 'DESC')
      .limit(PROMOTED_CANDIDATES)
      .getRawMany<{ id: number; updated_at: Date }>();
    const ranked = await this.promotedMembers.rank(
      UserType.Restaurant,
      recent.map((r) => ({ userId: Number(r.id), updatedAt: new Date(r.updated_at) })),
    );
    const start = (query.page - 1) * query.per_page;
    const ids = ranked.slice(start, start + query.per_page).map(({ candidate }) => candidate.userId);
    const [members, summaries] = await Promise.all([
      this.members.directoryCards(ids),
      this.restaurantProfiles.summaries(ids),
    ]);
    const cards = ids
      .flatMap((id) => members.get(id) ?? [])
      .map((m): RestaurantCard => ({
        ...toDirectoryCard(m),
        restaurant_type: summaries.get(m.id)?.restaurant_type ?? null,
      }));
    return toPage(cards, ranked.length, query.page, query.per_page);
  }
}
