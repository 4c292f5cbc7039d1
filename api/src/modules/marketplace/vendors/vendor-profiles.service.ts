import {
  type MemberVendor,
  type Page,
  UserType,
  type VendorCard,
  type VendorDetail,
  type VendorProduct,
  type VendorProfile,
  VendorMessages,
} from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, In } from 'typeorm';
import { ForbiddenError, NotFoundError } from '../../../core/errors/domain-error';
import { MemberDirectory, type MemberFacts } from '../../members';
import { ReadMoreGateService } from '../common/read-more-gate';
import { joinedCityRef, ListingPlacesService } from '../common/listing-places';
import type { ListQuery } from '../common/list-query.dto';
import { MarketplaceTotalsService } from '../common/marketplace-totals';
import { asPage } from '../common/paging';
import { PROMOTED_CANDIDATES } from '../common/promoted';
import { PromotedMembersService } from '../common/promoted-members';
import { VendorProductEntity } from '../entities/vendor-product.entity';
import { VendorProfileEntity } from '../entities/vendor-profile.entity';
import { rupees } from '../marketplace.mappers';
import type { VendorProfileInput } from './vendor-profile.dto';
import { VendorEnquiriesService } from './vendor-enquiries.service';
import { TradeCategoriesService, toTradeCategory } from '../leads/trade-categories.service';
import { writeTargets } from '../leads/lead-targets';
import { InvalidInputError } from '../../../core/errors/domain-error';
import { MarketplaceErrors } from '../marketplace.errors';
import { toDirectoryCard } from '../directory/member-directory.service';

/**
 * Vendors' profiles (docs/product.md#vendor-area): the member account (accounts) keeps the name, contact
 * details, company name and place; this keeps the business category, time to provide goods, About You,
 * main office city and the product list. Accounts calls `prepare` from `POST users/{id}` and `summaries`
 * for the `vendor` of GET user. Every read answers with a fixed number of queries.
 */
@Injectable()
export class VendorProfilesService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly members: MemberDirectory,
    private readonly places: ListingPlacesService,
    private readonly promotedMembers: PromotedMembersService,
    private readonly gate: ReadMoreGateService,
    private readonly enquiries: VendorEnquiriesService,
    private readonly totals: MarketplaceTotalsService,
    private readonly categories: TradeCategoriesService,
  ) {}

  /**
   * Validates the vendor fields of a vendor's profile form (only those sent) and answers the write to run
   * once the rest of the form passed too: a refused field (422) leaves nothing written. A product list
   * sent replaces the old one, in order.
   */
  async prepare(userId: number, input: VendorProfileInput): Promise<() => Promise<void>> {
    const columns: Partial<VendorProfileEntity> = {};
    if (input.name !== undefined) columns.contact_name = input.name;
    if (input.business_category !== undefined) columns.business_category = input.business_category;
    if (input.time_limit !== undefined) columns.time_limit = input.time_limit;
    if (input.comments !== undefined) columns.comments = input.comments;
    if (input.native_city_id !== undefined) columns.native_city_id = input.native_city_id;
    if (input.trade_category_ids !== undefined) columns.trade_category_ids = input.trade_category_ids;
    if (input.served_city_ids !== undefined) columns.served_city_ids = input.served_city_ids;
    if (input.served_state_ids !== undefined) columns.served_state_ids = input.served_state_ids;
    const ownCity = input.current_city_id ?? input.city_id;
    const products = input.product_name;
    const profileChanged = Object.keys(columns).length > 0 || products !== undefined;
    // The routing rows follow the categories, the places and, for the default place, the member's city.
    const reachChanged =
      input.trade_category_ids !== undefined ||
      input.served_city_ids !== undefined ||
      input.served_state_ids !== undefined ||
      ownCity !== undefined;
    if (!profileChanged && !reachChanged) return async () => {};
    if (input.native_city_id) await this.places.requireNativeCity(input.native_city_id);
    await this.checkReach(input);
    const [current, member] = reachChanged
      ? await Promise.all([
          this.db.getRepository(VendorProfileEntity).findOneBy({ user_id: userId }),
          this.members.facts(userId),
        ])
      : [null, null];
    const categoryIds = input.trade_category_ids ?? current?.trade_category_ids ?? [];
    return async () => {
      await this.db.transaction(async (em) => {
        if (profileChanged)
          await em.upsert(VendorProfileEntity, { ...columns, user_id: userId, updated_at: new Date() }, [
            'user_id',
          ]);
        if (reachChanged && (categoryIds.length || current?.trade_category_ids?.length))
          await writeTargets(em, userId, {
            categoryIds,
            cityIds: input.served_city_ids ?? current?.served_city_ids ?? [],
            stateIds: input.served_state_ids ?? current?.served_state_ids ?? [],
            ownCityId: ownCity ?? member?.city_id ?? null,
          });
        if (products === undefined) return;
        await em.delete(VendorProductEntity, { user_id: userId });
        if (products.length)
          await em.insert(
            VendorProductEntity,
            products.map((p, position) => ({ user_id: userId, position, name: p.name, rate_minor: p.rate })),
          );
      });
    };
  }

  /** 422 unless every category, city and state sent exists (the profile form's own checks). */
  private async checkReach(input: VendorProfileInput): Promise<void> {
    if (input.trade_category_ids?.length)
      await this.categories.requireAll(input.trade_category_ids, 'trade_category_ids');
    const cities = input.served_city_ids ?? [];
    const states = input.served_state_ids ?? [];
    if (!cities.length && !states.length) return;
    const names = await this.places.names([
      ...cities.map((city_id) => ({ country_id: null, state_id: null, city_id })),
      ...states.map((state_id) => ({ country_id: null, state_id, city_id: null })),
    ]);
    if (cities.some((id) => !names.cities.has(id)))
      throw new InvalidInputError({ served_city_ids: [MarketplaceErrors.unknownPlace] });
    if (states.some((id) => !names.states.has(id)))
      throw new InvalidInputError({ served_state_ids: [MarketplaceErrors.unknownPlace] });
  }

  /** The vendor's categories and served places with their names (categories staff removed are left out). */
  private async reachOf(
    userId: number,
  ): Promise<Pick<VendorProfile, 'trade_categories' | 'served_cities' | 'served_states'>> {
    const row = await this.db.getRepository(VendorProfileEntity).findOne({
      select: { user_id: true, trade_category_ids: true, served_city_ids: true, served_state_ids: true },
      where: { user_id: userId },
    });
    const categoryIds = row?.trade_category_ids ?? [];
    const cityIds = row?.served_city_ids ?? [];
    const stateIds = row?.served_state_ids ?? [];
    const [categories, names] = await Promise.all([
      this.categories.byIds(categoryIds),
      this.places.names([
        ...cityIds.map((city_id) => ({ country_id: null, state_id: null, city_id })),
        ...stateIds.map((state_id) => ({ country_id: null, state_id, city_id: null })),
      ]),
    ]);
    return {
      trade_categories: categoryIds.flatMap((id) => {
        const category = categories.get(id);
        return category ? [toTradeCategory(category)] : [];
      }),
      served_cities: cityIds.flatMap((id) =>
        names.cities.has(id) ? [{ id, name: names.cities.get(id)! }] : [],
      ),
      served_states: stateIds.flatMap((id) =>
        names.states.has(id) ? [{ id, name: names.states.get(id)! }] : [],
      ),
    };
  }

  /** `GET vendor/profile`: the vendor's own profile, contact details included. */
  async mine(userId: number): Promise<VendorProfile> {
    const member = await this.members.facts(userId);
    if (!member) throw new NotFoundError(VendorMessages.vendorNotFound);
    if (member.user_type !== UserType.Vendor) throw new ForbiddenError(VendorMessages.vendorArea);
    const [vendor, reach] = await Promise.all([
      this.summaries([userId]).then((found) => found.get(userId)),
      this.reachOf(userId),
    ]);
    return {
      ...reach,
      id: userId,
      user_id: userId,
      name: vendor?.name ?? null,
      photo: member.profile_photo,
      business_name: member.business_name,
      business_category: vendor?.business_category ?? null,
      email: member.email,
      mobile_no: member.mobile_no,
      address: member.address,
      gst_no: member.gst_no,
      comments: vendor?.comments ?? null,
      time_limit: vendor?.time_limit ?? null,
      country: member.country,
      state: member.state,
      native_city_id: vendor?.native_city?.id ?? null,
      native_city: vendor?.native_city ?? null,
      current_city_id: member.city?.id ?? null,
      current_city: member.city,
      product_name: vendor?.product_name ?? [],
      user_type_text: 'Vendor',
      user: { full_name: member.full_name },
    };
  }

  /**
   * The public part of each vendor's profile, keyed by user id (vendors without one are absent). One
   * statement (decision 194): the profile's columns, its native city's name joined, and its products in
   * their order as a JSON array (at most VENDOR_LIMITS.maxProducts a vendor).
   */
  async summaries(userIds: readonly number[]): Promise<Map<number, MemberVendor>> {
    const out = new Map<number, MemberVendor>();
    const ids = [...new Set(userIds)];
    if (!ids.length) return out;
    const rows: Array<{
      user_id: number;
      contact_name: string | null;
      business_category: string | null;
      time_limit: string | null;
      comments: string | null;
      native_city_id: number | null;
      native_city_name: string | null;
      updated_at: Date;
      /**
       * [{name, rate_minor}] in position order, null without products; mysql2 parses it (MariaDB marks the
       * column JSON), a driver that does not would hand the text.
       */
      products: VendorProductJson[] | string | null;
    }> = await this.db.query(
      `SELECT p.user_id, p.contact_name, p.business_category, p.time_limit, p.comments, p.native_city_id,
              c.name AS native_city_name, p.updated_at,
              (SELECT JSON_ARRAYAGG(JSON_OBJECT('name', v.name, 'rate_minor', v.rate_minor) ORDER BY v.position)
               FROM vendor_products v WHERE v.user_id = p.user_id) AS products
       FROM vendor_profiles p LEFT JOIN cities c ON c.id = p.native_city_id
       WHERE p.user_id IN (?)`,
      [ids],
    );
    for (const r of rows)
      out.set(r.user_id, {
        id: r.user_id,
        name: r.contact_name,
        business_category: r.business_category,
        time_limit: r.time_limit,
        comments: r.comments,
        native_city: joinedCityRef(r.native_city_id, r.native_city_name),
        product_name: (typeof r.products === 'string'
          ? (JSON.parse(r.products) as VendorProductJson[])
          : (r.products ?? [])
        ).map((p) => ({ name: p.name, rate: rupees(Number(p.rate_minor)) })),
        updated_at: r.updated_at.toISOString(),
      });
    return out;
  }

  /** `GET vendor/vendor`: vendor cards with their category and products (no contact details), by id. */
  async directory(query: ListQuery): Promise<Page<VendorCard>> {
    const [members, total] = await Promise.all([
      this.members.pageOfType(
        UserType.Vendor,
        query.page,
        query.per_page,
        query.order_by === 'asc' ? 'ASC' : 'DESC',
      ),
      this.totals.of(`members:${UserType.Vendor}`),
    ]);
    return asPage(await this.cards(members), total, query);
  }

  /**
   * `GET vendor/promotevendors`: vendors with a profile in promoted order (decision 106), from the
   * PROMOTED_CANDIDATES most recently updated profiles (the updated_at index).
   */
  async promoted(query: ListQuery): Promise<Page<VendorCard>> {
    const candidates = await this.db
      .getRepository(VendorProfileEntity)
      .createQueryBuilder('p')
      .select(['p.user_id', 'p.updated_at'])
      .orderBy('p.updated_at', 'DESC')
      .limit(PROMOTED_CANDIDATES)
      .getMany();
    const ranked = await this.promotedMembers.rank(
      UserType.Vendor,
      candidates.map((c) => ({ userId: c.user_id, updatedAt: c.updated_at })),
    );
    const start = (query.page - 1) * query.per_page;
    const ids = ranked.slice(start, start + query.per_page).map(({ candidate }) => candidate.userId);
    const members = await this.members.directoryCards(ids);
    const page = ids.flatMap((id) => members.get(id) ?? []);
    return asPage(await this.cards(page), ranked.length, query);
  }

  /**
   * `GET vendor/vendor/{id}` (read-more): the read-more gate (decision 115: the vendor themself, an owner
   * who already enquired, Elite members; 404 for a non-vendor first). Contact details only for the vendor
   * themself; `relation` 1 once the caller showed interest.
   */
  async detail(viewerId: number, vendorId: number): Promise<VendorDetail> {
    const self = viewerId === vendorId;
    const member = await this.members.facts(vendorId);
    if (member?.user_type !== UserType.Vendor || member.banned)
      throw new NotFoundError(VendorMessages.vendorNotFound);
    const interested = self ? false : await this.enquiries.exists(vendorId, viewerId);
    await this.gate.check(viewerId, vendorId, interested);
    const card = (await this.cards([member]))[0]!;
    const vendor = (await this.summaries([vendorId])).get(vendorId);
    return {
      ...card,
      name: vendor?.name ?? member.full_name,
      full_name: member.full_name,
      comments: vendor?.comments ?? null,
      time_limit: vendor?.time_limit ?? null,
      country: member.country,
      native_city: vendor?.native_city ?? null,
      email: self ? member.email : null,
      mobile_no: self ? member.mobile_no : null,
      relation: interested ? 1 : 0,
    };
  }

  /** Cards of these members with their vendor profile's category and products: two queries. */
  private async cards(
    members: Array<
      Pick<MemberFacts, 'id' | 'full_name' | 'profile_photo' | 'city' | 'state'> & {
        business_name: string | null;
        user_type: MemberFacts['user_type'];
        user_type_text: string;
        blue_tick: 0 | 1;
      }
    >,
  ): Promise<VendorCard[]> {
    const ids = members.map((m) => m.id);
    const [rows, products] = await Promise.all([
      ids.length ? this.db.getRepository(VendorProfileEntity).find({ where: { user_id: In(ids) } }) : [],
      this.productsOf(ids),
    ]);
    const profiles = new Map(rows.map((r) => [r.user_id, r]));
    return members.map((m): VendorCard => ({
      ...toDirectoryCard(m),
      business_category: profiles.get(m.id)?.business_category ?? null,
      product_name: products.get(m.id) ?? [],
    }));
  }

  /** Each vendor's products in their order: one query (at most VENDOR_LIMITS.maxProducts a vendor). */
  private async productsOf(userIds: readonly number[]): Promise<Map<number, VendorProduct[]>> {
    const out = new Map<number, VendorProduct[]>();
    if (!userIds.length) return out;
    const rows = await this.db.getRepository(VendorProductEntity).find({
      where: { user_id: In([...userIds]) },
      order: { user_id: 'ASC', position: 'ASC' },
    });
    for (const row of rows) {
      const list = out.get(row.user_id) ?? [];
      list.push({ name: row.name, rate: rupees(row.rate_minor) });
      out.set(row.user_id, list);
    }
    return out;
  }
}

/** A product as the vendor summaries' JSON array holds it. */
interface VendorProductJson {
  name: string;
  rate_minor: number | string;
}
