import {
  type ContactAccess,
  type InterestPayload,
  type ListingMedia as ListingMediaView,
  MARKETPLACE_LIMITS,
  OTHER_RESTAURANT_TYPE_ID,
  type Page,
  type SaleListing,
} from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { type DataSource, type Repository } from 'typeorm';
import { ForbiddenError, InvalidInputError, NotFoundError } from '../../../core/errors/domain-error';
import { MemberDirectory } from '../../members';
import type { PlaceNames } from '../../locations';
import { ListingInterests } from '../common/listing-interests';
import { ContactPolicy, contactAccess } from '../common/contact-policy';
import { ListingMedia } from '../common/listing-media';
import { ListingModeration, listingText } from '../common/listing-moderation';
import { ListingPlaces, namedRef, type PlaceIds } from '../common/listing-places';
import type { UploadedFile } from '../common/listing-uploads';
import type { ListQuery } from '../common/list-query.dto';
import { MarketplaceTotals } from '../common/marketplace-totals';
import { asPage, pageById } from '../common/paging';
import { ReadMoreGate } from '../common/read-more-gate';
import { searchText } from '../common/search-text';
import { RestaurantSaleEntity } from '../entities/restaurant-sale.entity';
import { flag, rupees } from '../marketplace.mappers';
import { MarketplaceErrors } from '../marketplace.errors';
import { restaurantTypeText } from '../restaurants/restaurant-types';
import type { CreateSaleDto, UpdateSaleDto } from './sale.dto';

const SUBJECT = 'restaurant_sale';
const MAX_IMAGES = MARKETPLACE_LIMITS.maxSaleImages;
const MONEY_FIELDS = ['turnover', 'cost', 'profit', 'expected_price'] as const;
const TEXT_FIELDS = [
  'operate_since',
  'price_include_list',
  'contact_name',
  'contact_phone',
  'contact_email',
] as const;

type SaleInput = CreateSaleDto | UpdateSaleDto;

function columnsOf(input: SaleInput): Partial<RestaurantSaleEntity> {
  const out: Record<string, unknown> = {};
  for (const key of TEXT_FIELDS) if (input[key] !== undefined) out[key] = input[key];
  if (input.contact_shown !== undefined) out.contact_shown = input.contact_shown;
  // An emptied amount is 0 (the columns hold no "unknown").
  for (const key of MONEY_FIELDS) if (input[key] !== undefined) out[`${key}_minor`] = input[key] ?? 0;
  if (input.restaurant_type_id !== undefined) out.restaurant_type_id = input.restaurant_type_id;
  if (input.is_closed !== undefined) out.is_closed = input.is_closed === 1;
  return out as Partial<RestaurantSaleEntity>;
}

const saleText = (s: Partial<RestaurantSaleEntity>) =>
  listingText(s.restaurant_type_other, s.price_include_list, s.contact_name, s.contact_email);

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Restaurants for sale (only Elite members write them). The contact fields are the listing's own,
 * published by the owner with it. `GET restaurants/my-smr` is the owner's latest listing.
 */
@Injectable()
export class SalesService {
  constructor(
    @InjectRepository(RestaurantSaleEntity) private readonly sales: Repository<RestaurantSaleEntity>,
    @InjectDataSource() private readonly db: DataSource,
    private readonly media: ListingMedia,
    private readonly moderation: ListingModeration,
    private readonly places: ListingPlaces,
    private readonly members: MemberDirectory,
    private readonly interests: ListingInterests,
    private readonly gate: ReadMoreGate,
    private readonly totals: MarketplaceTotals,
    private readonly contactPolicy: ContactPolicy,
  ) {}

  async create(ownerId: number, input: CreateSaleDto, files: UploadedFile[]): Promise<SaleListing> {
    const owner = await this.members.facts(ownerId);
    if (!owner) throw new NotFoundError(MarketplaceErrors.notFound);
    const other = typeOther(input.restaurant_type_id, input.restaurant_type ?? null);
    checkSince(input.operate_since);
    const place = await this.places.resolve(
      { country_id: owner.country_id, state_id: owner.state_id, city_id: owner.city_id },
      input,
    );
    const images = await this.media.check(files);
    const search = await this.searchTextOf(input.restaurant_type_id, other, place);
    const { sale, stored } = await this.db.transaction(async (em) => {
      const sale = await em.save(
        em.create(RestaurantSaleEntity, {
          ...columnsOf(input),
          ...place,
          search_text: search,
          restaurant_type_other: other,
          user_id: ownerId,
          held_at: new Date(),
          updated_at: new Date(),
        }),
      );
      return { sale, stored: await this.media.store(em, SUBJECT, sale.id, images) };
    });
    await this.moderation.screenNew({
      subject: SUBJECT,
      id: sale.id,
      authorId: ownerId,
      text: saleText(sale),
      images: stored,
    });
    return this.view(ownerId, await this.sales.findOneByOrFail({ id: sale.id }));
  }

  async update(
    ownerId: number,
    id: number,
    input: UpdateSaleDto,
    files: UploadedFile[],
  ): Promise<SaleListing> {
    const sale = await this.owned(ownerId, id);
    const typeId = input.restaurant_type_id ?? sale.restaurant_type_id;
    const other = typeOther(
      typeId,
      input.restaurant_type !== undefined ? input.restaurant_type : sale.restaurant_type_other,
    );
    checkSince(input.operate_since);
    const place = await this.places.resolve(sale, input);
    const removeIds = input.remove_media_ids ?? [];
    await this.media.checkOwn(SUBJECT, id, removeIds);
    const kept = (await this.media.countOf(SUBJECT, id)) - new Set(removeIds).size;
    if (kept + files.length > MAX_IMAGES)
      throw new InvalidInputError({ images: [MarketplaceErrors.tooManyImages] });
    const images = await this.media.check(files);
    const columns = {
      ...columnsOf(input),
      restaurant_type_other: other,
      search_text: await this.searchTextOf(typeId, other, place),
    };
    const textChanged = saleText({ ...sale, ...columns }) !== saleText(sale);
    const { stored, dropped } = await this.db.transaction(async (em) => {
      await em.update(RestaurantSaleEntity, id, { ...columns, ...place, updated_at: new Date() });
      const dropped = await this.media.remove(em, SUBJECT, id, removeIds);
      return { stored: await this.media.store(em, SUBJECT, id, images), dropped };
    });
    await this.media.dropFiles(dropped);
    await this.moderation.screenEdit({
      subject: SUBJECT,
      id,
      authorId: ownerId,
      text: textChanged ? saleText({ ...sale, ...columns }) : null,
      images: stored,
    });
    return this.view(ownerId, await this.sales.findOneByOrFail({ id }));
  }

  async remove(ownerId: number, id: number): Promise<void> {
    await this.owned(ownerId, id);
    await this.media.deleteListing(SUBJECT, id, RestaurantSaleEntity, (em) =>
      this.interests.forget(em, SUBJECT, id),
    );
  }

  /**
   * `GET restaurants/sell-my-restaurant/{id}` (read-more): the owner, members who showed interest, and
   * Elite members (decision 115); contact fields included.
   */
  async get(viewerId: number, id: number): Promise<SaleListing> {
    const sale = await this.sales.findOneBy({ id });
    if (!sale || (sale.held_at && sale.user_id !== viewerId))
      throw new NotFoundError(MarketplaceErrors.saleNotFound);
    const listing = await this.view(viewerId, sale);
    await this.gate.check(viewerId, sale.user_id, listing.relation === 1);
    return listing;
  }

  /** `POST restaurants/sell-my-restaurants/interested/{id}`: Elite members, not on their own listing. */
  async interested(memberId: number, id: number, input: InterestPayload): Promise<SaleListing> {
    const sale = await this.sales.findOneBy({ id });
    await this.interests.add(memberId, SUBJECT, sale, input);
    return this.view(memberId, sale!);
  }

  /** `GET restaurants/my-smr`: the owner's latest listing (held included), or null when there is none. */
  async mine(ownerId: number): Promise<SaleListing | null> {
    const sale = await this.sales.findOne({ where: { user_id: ownerId }, order: { id: 'DESC' } });
    return sale ? this.view(ownerId, sale) : null;
  }

  /**
   * `GET restaurants/sell-my-restaurant`: everyone's listings, newest first; nothing held. Open to every
   * member, so others' rows carry no contact fields (decision 115).
   */
  async feed(viewerId: number, query: ListQuery): Promise<Page<SaleListing>> {
    const qb = this.sales.createQueryBuilder('s').where('s.held_at IS NULL');
    const { rows, total } = await pageById(qb, 's', query, () => this.totals.of('restaurant_sales'));
    return asPage(await this.views(rows, viewerId), total, query);
  }

  private async view(viewerId: number, sale: RestaurantSaleEntity): Promise<SaleListing> {
    return (await this.views([sale], viewerId))[0]!;
  }

  private async searchTextOf(typeId: number, other: string | null, place: PlaceIds): Promise<string> {
    const names = await this.places.names([place]);
    return searchText(
      restaurantTypeText(typeId, other),
      place.city_id ? names.cities.get(place.city_id) : null,
      place.state_id ? names.states.get(place.state_id) : null,
    );
  }

  private async owned(ownerId: number, id: number): Promise<RestaurantSaleEntity> {
    const sale = await this.sales.findOneBy({ id });
    if (!sale) throw new NotFoundError(MarketplaceErrors.saleNotFound);
    if (sale.user_id !== ownerId) throw new ForbiddenError(MarketplaceErrors.notYours);
    return sale;
  }

  /** Images, place names and the viewer's interest: three queries whatever the number of rows. */
  private async views(rows: RestaurantSaleEntity[], viewerId: number): Promise<SaleListing[]> {
    const ids = rows.map((s) => s.id);
    const [images, names, interested, viewer] = await Promise.all([
      this.media.of(SUBJECT, ids),
      this.places.names(rows),
      this.interests.of(viewerId, SUBJECT, ids),
      this.contactPolicy.viewer(viewerId),
    ]);
    return rows.map((s) =>
      toSaleListing(s, images.get(s.id) ?? [], names, {
        access: contactAccess('sale', viewer, {
          ownerId: s.user_id,
          related: interested.has(s.id),
          shown: s.contact_shown,
        }),
        interested: interested.has(s.id),
      }),
    );
  }
}

/** Type 1 (Other) needs its free text (422 on restaurant_type); other types keep none. */
function typeOther(typeId: number, text: string | null): string | null {
  if (typeId !== OTHER_RESTAURANT_TYPE_ID) return null;
  if (!text) throw new InvalidInputError({ restaurant_type: [MarketplaceErrors.otherTypeRequired] });
  return text;
}

function checkSince(date: string | null | undefined): void {
  if (date && date > today()) throw new InvalidInputError({ operate_since: [MarketplaceErrors.futureDate] });
}

function toSaleListing(
  s: RestaurantSaleEntity,
  medias: ListingMediaView[],
  names: PlaceNames,
  viewer: { access: ContactAccess; interested: boolean },
): SaleListing {
  // Only a trade relation (or the owner) carries the contact here; Elite strangers reveal it (decision 210).
  const contacts = viewer.access === 'shown';
  return {
    id: s.id,
    user_id: s.user_id,
    restaurant_type_id: s.restaurant_type_id,
    restaurant_type: restaurantTypeText(s.restaurant_type_id, s.restaurant_type_other) ?? '',
    operate_since: s.operate_since,
    country_id: s.country_id,
    state_id: s.state_id,
    city_id: s.city_id,
    country: namedRef(s.country_id, names.countries),
    state: namedRef(s.state_id, names.states),
    city: namedRef(s.city_id, names.cities),
    turnover: rupees(s.turnover_minor),
    cost: rupees(s.cost_minor),
    profit: rupees(s.profit_minor),
    expected_price: rupees(s.expected_price_minor),
    price_include_list: s.price_include_list,
    contact_name: contacts ? s.contact_name : null,
    contact_phone: contacts ? s.contact_phone : null,
    contact_email: contacts ? s.contact_email : null,
    is_closed: s.is_closed ? '1' : '0',
    is_closed_text: s.is_closed ? 'Closed' : 'Running',
    medias,
    created_at: s.created_at.toISOString(),
    user_type_text: 'sell_my_restaurant',
    relation: flag(viewer.interested),
    is_held: flag(!!s.held_at),
    contact_shown: s.contact_shown,
    contact_access: viewer.access,
  };
}
