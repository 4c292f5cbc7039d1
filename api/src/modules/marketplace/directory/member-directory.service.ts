import { type DirectoryCard, type Page, type RestaurantCard, UserType } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { NotFoundError } from '../../../core/errors/domain-error';
import { type MemberCard, MemberDirectory } from '../../accounts';
import { MarketplaceErrors } from '../marketplace.errors';
import type { ListQuery } from '../common/list-query.dto';
import { asPage, PUBLIC_COUNT_CAP } from '../common/paging';
import { RestaurantProfiles } from '../restaurants/restaurant-profiles.service';

/** A member as a directory card shows them: public fields only, never contact details. */
export function directoryCard(m: MemberCard & { business_name: string | null }): DirectoryCard {
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
  ) {}

  async ofType(type: UserType, query: ListQuery): Promise<Page<DirectoryCard>> {
    const { members, total } = await this.members.pageOfType(
      type,
      query.page,
      query.per_page,
      query.order_by === 'asc' ? 'ASC' : 'DESC',
      PUBLIC_COUNT_CAP,
    );
    return asPage(members.map(directoryCard), total, query);
  }

  /** One owner's restaurant card (404 for anyone who is not a verified owner). */
  async restaurant(id: number): Promise<RestaurantCard> {
    const member = await this.members.facts(id);
    if (!member || member.user_type !== UserType.Restaurant)
      throw new NotFoundError(MarketplaceErrors.notFound);
    const profile = (await this.restaurantProfiles.summaries([id])).get(id);
    return {
      id: member.id,
      name: member.full_name,
      business_name: member.business_name,
      photo: member.profile_photo,
      city: member.city,
      state: member.state,
      user_type: member.user_type,
      user_type_text: member.user_type_text,
      blue_tick: member.blue_tick,
      restaurant_type: profile?.restaurant_type ?? null,
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
