import {
  type ContactAccess,
  DEFAULT_COUNTRY_ID,
  type FranchiseOffer,
  type InterestPayload,
  type ListingMedia as ListingMediaView,
  MARKETPLACE_LIMITS,
  type Page,
} from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { type DataSource, type Repository } from 'typeorm';
import { ForbiddenError, InvalidInputError, NotFoundError } from '../../../core/errors/domain-error';
import type { PlaceNames } from '../../locations';
import { ListingInterests } from '../common/listing-interests';
import { ContactPolicy, contactAccess } from '../common/contact-policy';
import { ListingMedia } from '../common/listing-media';
import { ListingModeration, listingText } from '../common/listing-moderation';
import { ListingPlaces, namedRef, type PlaceIds } from '../common/listing-places';
import type { UploadedFile } from '../common/listing-uploads';
import type { FeedQuery } from '../common/list-query.dto';
import { MarketplaceTotals } from '../common/marketplace-totals';
import { asPage, pageById } from '../common/paging';
import { ReadMoreGate } from '../common/read-more-gate';
import { searchText } from '../common/search-text';
import { FranchiseOfferEntity } from '../entities/franchise-offer.entity';
import { flag, rupees } from '../marketplace.mappers';
import { MarketplaceErrors } from '../marketplace.errors';
import type { CreateFranchiseDto, UpdateFranchiseDto } from './franchise.dto';

const SUBJECT = 'franchise';
const MAX_IMAGES = MARKETPLACE_LIMITS.maxFranchiseImages;

const MONEY_FIELDS = [
  'turnover',
  'expected_turnover',
  'investment_needed',
  'franchise_fees',
  'total_investment',
  'net_profit',
  'working_capital',
] as const;
const TEXT_FIELDS = [
  'brand_name',
  'company_name',
  'segment_multi',
  'franchise_type',
  'return_on_investment',
  'contact_name',
  'contact_phone',
  'contact_email',
] as const;

type FranchiseInput = CreateFranchiseDto | UpdateFranchiseDto;

/** The columns an input sets: texts as sent, amounts as paise, nothing for fields left out. */
function columnsOf(input: FranchiseInput): Partial<FranchiseOfferEntity> {
  const out: Record<string, unknown> = {};
  for (const key of TEXT_FIELDS) if (input[key] !== undefined) out[key] = input[key];
  if (input.contact_shown !== undefined) out.contact_shown = input.contact_shown;
  // An emptied amount is 0 (the columns hold no "unknown").
  for (const key of MONEY_FIELDS) if (input[key] !== undefined) out[`${key}_minor`] = input[key] ?? 0;
  if (input.outlet_count !== undefined) out.outlet_count = input.outlet_count ?? 0;
  return out as Partial<FranchiseOfferEntity>;
}

const franchiseText = (f: Partial<FranchiseOfferEntity>) =>
  listingText(...TEXT_FIELDS.filter((k) => k !== 'contact_phone').map((k) => f[k] as string | null));

/**
 * Owners' franchise offers (no Elite needed). The contact fields are the offer's own, published
 * by the owner with it. `GET restaurants/give-franchise` answers the offers of all, and an owner their own
 * with `scope=mine` (decisions 076, 214).
 */
@Injectable()
export class FranchiseService {
  constructor(
    @InjectRepository(FranchiseOfferEntity) private readonly offers: Repository<FranchiseOfferEntity>,
    @InjectDataSource() private readonly db: DataSource,
    private readonly media: ListingMedia,
    private readonly moderation: ListingModeration,
    private readonly places: ListingPlaces,
    private readonly interests: ListingInterests,
    private readonly gate: ReadMoreGate,
    private readonly totals: MarketplaceTotals,
    private readonly contactPolicy: ContactPolicy,
  ) {}

  /** The country defaults to India (101, the seed's default); state and city are optional. */
  async create(ownerId: number, input: CreateFranchiseDto, files: UploadedFile[]): Promise<FranchiseOffer> {
    const place = await this.places.resolve(
      { country_id: DEFAULT_COUNTRY_ID, state_id: null, city_id: null },
      input,
    );
    const images = await this.media.check(files);
    const search = await this.searchTextOf(columnsOf(input), place);
    const { offer, stored } = await this.db.transaction(async (em) => {
      const offer = await em.save(
        em.create(FranchiseOfferEntity, {
          ...columnsOf(input),
          ...place,
          search_text: search,
          user_id: ownerId,
          held_at: new Date(),
          updated_at: new Date(),
        }),
      );
      return { offer, stored: await this.media.store(em, SUBJECT, offer.id, images) };
    });
    await this.moderation.screenNew({
      subject: SUBJECT,
      id: offer.id,
      authorId: ownerId,
      text: franchiseText(offer),
      images: stored,
    });
    return this.view(ownerId, await this.offers.findOneByOrFail({ id: offer.id }));
  }

  /** The owner only; images sent are added (at most MAX_IMAGES in all), `remove_media_ids` removes. */
  async update(
    ownerId: number,
    id: number,
    input: UpdateFranchiseDto,
    files: UploadedFile[],
  ): Promise<FranchiseOffer> {
    const offer = await this.owned(ownerId, id);
    const place = await this.places.resolve(offer, input);
    const removeIds = input.remove_media_ids ?? [];
    await this.media.checkOwn(SUBJECT, id, removeIds);
    const kept = (await this.media.countOf(SUBJECT, id)) - new Set(removeIds).size;
    if (kept + files.length > MAX_IMAGES)
      throw new InvalidInputError({ images: [MarketplaceErrors.tooManyImages] });
    const images = await this.media.check(files);
    const columns = columnsOf(input);
    const search = await this.searchTextOf({ ...offer, ...columns }, place);
    const textChanged = franchiseText({ ...offer, ...columns }) !== franchiseText(offer);
    const { stored, dropped } = await this.db.transaction(async (em) => {
      await em.update(FranchiseOfferEntity, id, {
        ...columns,
        ...place,
        search_text: search,
        updated_at: new Date(),
      });
      const dropped = await this.media.remove(em, SUBJECT, id, removeIds);
      return { stored: await this.media.store(em, SUBJECT, id, images), dropped };
    });
    await this.media.dropFiles(dropped);
    await this.moderation.screenEdit({
      subject: SUBJECT,
      id,
      authorId: ownerId,
      text: textChanged ? franchiseText({ ...offer, ...columns }) : null,
      images: stored,
    });
    return this.view(ownerId, await this.offers.findOneByOrFail({ id }));
  }

  async remove(ownerId: number, id: number): Promise<void> {
    await this.owned(ownerId, id);
    await this.media.deleteListing(SUBJECT, id, FranchiseOfferEntity, (em) =>
      this.interests.forget(em, SUBJECT, id),
    );
  }

  /**
   * `GET restaurants/give-franchise/{id}` (read-more): the owner, members who showed interest, and Elite
   * members (decision 115); contact fields included.
   */
  async get(viewerId: number, id: number): Promise<FranchiseOffer> {
    const offer = await this.offers.findOneBy({ id });
    if (!offer || (offer.held_at && offer.user_id !== viewerId))
      throw new NotFoundError(MarketplaceErrors.franchiseNotFound);
    const view = await this.view(viewerId, offer);
    await this.gate.check(viewerId, offer.user_id, view.relation === 1);
    return view;
  }

  /** `POST restaurants/give-franchises/interested/{id}`: Elite members, not on their own offer. */
  async interested(memberId: number, id: number, input: InterestPayload): Promise<FranchiseOffer> {
    const offer = await this.offers.findOneBy({ id });
    await this.interests.add(memberId, SUBJECT, offer, input);
    return this.view(memberId, offer!);
  }

  /**
   * `GET restaurants/give-franchise`: all visible offers; an owner's own offers (held included) when a
   * member asks for `scope=mine`. Others' rows carry no contact fields (decisions 115, 214).
   */
  async list(viewerId: number, query: FeedQuery): Promise<Page<FranchiseOffer>> {
    // Only owners create these rows: `mine` answers anyone else an empty page.
    const own = query.scope === 'mine';
    const qb = this.offers.createQueryBuilder('f');
    if (own) qb.where('f.user_id = :viewerId', { viewerId });
    else qb.where('f.held_at IS NULL');
    const { rows, total } = await pageById(
      qb,
      'f',
      query,
      own ? undefined : () => this.totals.of('franchise_offers'),
    );
    return asPage(await this.views(rows, viewerId), total, query);
  }

  private async view(viewerId: number, offer: FranchiseOfferEntity): Promise<FranchiseOffer> {
    return (await this.views([offer], viewerId))[0]!;
  }

  private async searchTextOf(offer: Partial<FranchiseOfferEntity>, place: PlaceIds): Promise<string> {
    const names = await this.places.names([place]);
    return searchText(
      offer.brand_name,
      offer.company_name,
      offer.franchise_type,
      offer.segment_multi,
      place.city_id ? names.cities.get(place.city_id) : null,
      place.state_id ? names.states.get(place.state_id) : null,
    );
  }

  private async owned(ownerId: number, id: number): Promise<FranchiseOfferEntity> {
    const offer = await this.offers.findOneBy({ id });
    if (!offer) throw new NotFoundError(MarketplaceErrors.franchiseNotFound);
    if (offer.user_id !== ownerId) throw new ForbiddenError(MarketplaceErrors.notYours);
    return offer;
  }

  /** Images, place names and the viewer's interest: three queries whatever the number of rows. */
  private async views(rows: FranchiseOfferEntity[], viewerId: number): Promise<FranchiseOffer[]> {
    const ids = rows.map((f) => f.id);
    const [images, names, interested, viewer] = await Promise.all([
      this.media.of(SUBJECT, ids),
      this.places.names(rows),
      this.interests.of(viewerId, SUBJECT, ids),
      this.contactPolicy.viewer(viewerId),
    ]);
    return rows.map((f) =>
      toFranchiseOffer(f, images.get(f.id) ?? [], names, {
        access: contactAccess('franchise', viewer, {
          ownerId: f.user_id,
          related: interested.has(f.id),
          shown: f.contact_shown,
        }),
        interested: interested.has(f.id),
      }),
    );
  }
}

function toFranchiseOffer(
  f: FranchiseOfferEntity,
  images: ListingMediaView[],
  names: PlaceNames,
  viewer: { access: ContactAccess; interested: boolean },
): FranchiseOffer {
  // Only a trade relation (or the owner) carries the contact here; Elite strangers reveal it (decision 210).
  const contacts = viewer.access === 'shown';
  return {
    id: f.id,
    user_id: f.user_id,
    brand_name: f.brand_name,
    company_name: f.company_name,
    country_id: f.country_id,
    state_id: f.state_id,
    city_id: f.city_id,
    country: namedRef(f.country_id, names.countries),
    state: namedRef(f.state_id, names.states),
    city: namedRef(f.city_id, names.cities),
    segment_multi: f.segment_multi,
    outlet_count: f.outlet_count,
    franchise_type: f.franchise_type,
    turnover: rupees(f.turnover_minor),
    expected_turnover: rupees(f.expected_turnover_minor),
    investment_needed: rupees(f.investment_needed_minor),
    franchise_fees: rupees(f.franchise_fees_minor),
    total_investment: rupees(f.total_investment_minor),
    net_profit: rupees(f.net_profit_minor),
    return_on_investment: f.return_on_investment,
    working_capital: rupees(f.working_capital_minor),
    contact_name: contacts ? f.contact_name : null,
    contact_phone: contacts ? f.contact_phone : null,
    contact_email: contacts ? f.contact_email : null,
    images,
    photo: images[0]?.path ?? null,
    user_type_text: 'give_franchise',
    relation: flag(viewer.interested),
    created_at: f.created_at.toISOString(),
    is_held: flag(!!f.held_at),
    contact_shown: f.contact_shown,
    contact_access: viewer.access,
  };
}
