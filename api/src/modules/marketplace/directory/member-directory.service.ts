import {
  type ContactAccess,
  type DirectoryCard,
  type Page,
  type RestaurantCard,
  type RestaurantDetail,
  UserType,
} from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { NotFoundError } from '../../../core/errors/domain-error';
import { MemberDirectory, type MemberCard } from '../../members';
import { MarketplaceErrors } from '../marketplace.errors';
import { ContactPolicyService, type ContactViewer, contactAccess } from '../common/contact-policy';
import type { ListQuery } from '../common/list-query.dto';
import { MarketplaceTotalsService } from '../common/marketplace-totals';
import { asPage } from '../common/paging';
import { ReadMoreGateService } from '../common/read-more-gate';
import { RestaurantProfilesService, restaurantLinks } from '../restaurants/restaurant-profiles.service';

/** A member's public card in the marketplace's lists: never a contact detail (decision 055). */
export function toDirectoryCard(
  m: Pick<
    MemberCard,
    'id' | 'full_name' | 'profile_photo' | 'city' | 'state' | 'user_type' | 'user_type_text' | 'blue_tick'
  > & { business_name: string | null },
): DirectoryCard {
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
 * The owners among `ownerIds` the viewer already trades with (decision 213): a vendor who quoted on one of
 * their requirements, a professional who applied to one of their jobs. One query on the viewer's side of
 * the quotes' and applications' indexes, whatever the page.
 */
export async function restaurantTrades(
  db: DataSource,
  viewerId: number,
  ownerIds: readonly number[],
): Promise<Set<number>> {
  if (!ownerIds.length) return new Set();
  const ids = [...new Set(ownerIds)];
  const rows: Array<{ owner_id: number }> = await db.query(
    `SELECT owner_id FROM requirement_quotes WHERE vendor_id = ? AND owner_id IN (?)
     UNION SELECT owner_id FROM job_applications WHERE applicant_id = ? AND owner_id IN (?)`,
    [viewerId, ids, viewerId, ids],
  );
  return new Set(rows.map((r) => Number(r.owner_id)));
}

/**
 * The member directories of the marketplace (/AllVendors, /Allmanpower, restaurant cards): public cards
 * only, never contact details (privacy rule). Served by the users (user_type, id) index.
 */
@Injectable()
export class MemberDirectoryService {
  constructor(
    private readonly members: MemberDirectory,
    private readonly restaurantProfiles: RestaurantProfilesService,
    private readonly gate: ReadMoreGateService,
    private readonly totals: MarketplaceTotalsService,
    private readonly policy: ContactPolicyService,
    @InjectDataSource() private readonly db: DataSource,
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
   * (decision 115). Address and GST number only for the owner themself (decision 055); the phone and
   * e-mail for `contact_access` 'shown' (the owner or a trade relation, decision 213), else revealed by
   * `POST contacts/restaurant/{id}`.
   */
  async restaurant(viewerId: number, id: number): Promise<RestaurantDetail> {
    const member = await this.members.facts(id);
    if (!member || member.user_type !== UserType.Restaurant || member.banned)
      throw new NotFoundError(MarketplaceErrors.notFound);
    const [viewer, traded] = await Promise.all([
      this.policy.viewer(viewerId),
      restaurantTrades(this.db, viewerId, [id]),
    ]);
    await this.gate.check(viewerId, id, traded.has(id));
    const [profile, consenting] = await Promise.all([
      this.restaurantProfiles.summaries([id]).then((m) => m.get(id)),
      this.restaurantProfiles.consenting([id]),
    ]);
    const own = viewerId === id;
    const access = restaurantAccess(viewer, id, traded, consenting);
    return {
      ...toDirectoryCard(member),
      restaurant_type: profile?.restaurant_type ?? null,
      restaurant_name: profile?.name ?? null,
      ...restaurantLinks(profile),
      native_city: profile?.native_city ?? null,
      contact_access: access,
      mobile_no: access === 'shown' ? member.mobile_no : null,
      email: access === 'shown' ? member.email : null,
      address: own ? member.address : null,
      gst_no: own ? member.gst_no : null,
    };
  }

  /**
   * `GET restaurants/restaurants`: restaurant cards, never a contact detail, each with what the caller may
   * do about its phone and e-mail (decision 213). A constant number of queries whatever the page: the
   * page and total, the caller's type and Elite state, and the page's profiles, consents and trades.
   */
  async restaurants(viewerId: number, query: ListQuery): Promise<Page<RestaurantCard>> {
    const [page, viewer] = await Promise.all([
      this.ofType(UserType.Restaurant, query),
      this.policy.viewer(viewerId),
    ]);
    const ids = page.data.map((c) => c.id);
    const [profiles, consenting, traded] = await Promise.all([
      this.restaurantProfiles.summaries(ids),
      this.restaurantProfiles.consenting(ids),
      restaurantTrades(this.db, viewerId, ids),
    ]);
    return {
      ...page,
      data: page.data.map((card) => ({
        ...card,
        restaurant_type: profiles.get(card.id)?.restaurant_type ?? null,
        contact_access: restaurantAccess(viewer, card.id, traded, consenting),
      })),
    };
  }
}

/** Decision 210's rule for a restaurant's phone and e-mail: without consent they wait for a trade. */
function restaurantAccess(
  viewer: ContactViewer,
  ownerId: number,
  traded: ReadonlySet<number>,
  consenting: ReadonlySet<number>,
): ContactAccess {
  return contactAccess('restaurant', viewer, {
    ownerId,
    related: traded.has(ownerId),
    shown: consenting.has(ownerId) ? 'elite' : 'after_trade',
  });
}
