import {
  type DirectoryCard,
  type Page,
  type RestaurantCard,
  type RestaurantDetail,
  UserType,
} from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { NotFoundError } from '../../../core/errors/domain-error';
import { MemberDirectory, type MemberCard } from '../../members';
import { MarketplaceErrors } from '../marketplace.errors';
import type { ListQuery } from '../common/list-query.dto';
import { MarketplaceTotals } from '../common/marketplace-totals';
import { asPage } from '../common/paging';
import { ReadMoreGate } from '../common/read-more-gate';
import { RestaurantProfiles } from '../restaurants/restaurant-profiles.service';

/** A member's public card in the marketplace's lists: never a contact detail (decision 055). */
export function toDirectoryCard(m: MemberCard & { business_name: string | null }): DirectoryCard {
  return {
    id: m.id,
    name: m.full_name,
    business_name: m.business_name,
    photo: m.profile_photo,
    city: m.city,
    state: m.state,
    user_type: m.user_type,
    user_type_text: m.user_type_text,
    blue_tick: m.blue_tick,
  };
}

/**
 * The member directories of the marketplace (/AllVendors, /Allmanpower, restaurant cards): public cards
 * only, never contact details (privacy rule). Served by the users (user_type, id) index.
 */
@Injectable()
export class MemberDirectoryService {
  constructor(
    private readonly members: MemberDirectory,
    private readonly restaurantProfiles: RestaurantProfiles,
    private readonly gate: ReadMoreGate,
    private readonly totals: MarketplaceTotals,
  ) {}

  async ofType(type: UserType, query: ListQuery): Promise<Page<DirectoryCard>> {
    const [members, total] = await Promise.all([
      this.members.pageOfType(type, query.page, query.per_page, query.order_by === 'asc' ? 'ASC' : 'DESC'),
      this.totals.of(`members:${type}`),
    ]);
    return asPage(members.map(toDirectoryCard), total, query);
  }

  /**
   * `GET restaurants/restaurants/{id}` (read-more): one owner's restaurant with the public part of the
   * profile (404 for anyone who is not a verified owner); the owner themself and Elite members only
   * (decision 115). Contact details only for the owner themself (decision 055).
   */
  async restaurant(viewerId: number, id: number): Promise<RestaurantDetail> {
    const member = await this.members.facts(id);
    if (!member || member.user_type !== UserType.Restaurant || member.banned)
      throw new NotFoundError(MarketplaceErrors.notFound);
    await this.gate.check(viewerId, id);
    const profile = (await this.restaurantProfiles.summaries([id])).get(id);
    const own = viewerId === id;
    return {
      ...toDirectoryCard(member),
      restaurant_type: profile?.restaurant_type ?? null,
      restaurant_name: profile?.name ?? null,
      business_url: profile?.business_url ?? null,
      comments: profile?.comments ?? null,
      facbook_url: profile?.facbook_url ?? null,
      linkedin_url: profile?.linkedin_url ?? null,
      instagram_url: profile?.instagram_url ?? null,
      twiter_url: profile?.twiter_url ?? null,
      native_city: profile?.native_city ?? null,
      mobile_no: own ? member.mobile_no : null,
      email: own ? member.email : null,
      address: own ? member.address : null,
      gst_no: own ? member.gst_no : null,
    };
  }

  async restaurants(query: ListQuery): Promise<Page<RestaurantCard>> {
    const page = await this.ofType(UserType.Restaurant, query);
    const profiles = await this.restaurantProfiles.summaries(page.data.map((c) => c.id));
    return {
      ...page,
      data: page.data.map((card) => ({
        ...card,
        restaurant_type: profiles.get(card.id)?.restaurant_type ?? null,
      })),
    };
  }
}
