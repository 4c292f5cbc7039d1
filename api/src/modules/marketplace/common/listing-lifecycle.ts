import type { InterestPayload, Page } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, type DeepPartial, In, type Repository } from 'typeorm';
import { ForbiddenError, InvalidInputError, NotFoundError } from '../../../core/errors/domain-error';
import { checkEveryField } from '../../../core/errors/field-checks';
import type { PlaceNames } from '../../locations';
import { MemberDirectory } from '../../members';
import type { ListingColumns } from '../entities/listing-columns';
import type { InterestSubject } from '../entities/listing-interest.entity';
import { LeadRoutingService } from '../leads/lead-routing';
import { TradeCategoriesService } from '../leads/trade-categories.service';
import { MarketplaceErrors } from '../marketplace.errors';
import { ContactPolicyService, contactAccess } from './contact-policy';
import { ListingInterestsService } from './listing-interests';
import type { ListingInput, ListingKind, ListingServices, ListingViewContext } from './listing-kind';
import { ListingMediaService } from './listing-media';
import { ListingModerationService } from './listing-moderation';
import { ListingPlacesService, type PlaceIds } from './listing-places';
import type { UploadedFile } from './listing-uploads';
import type { FeedQuery, ListQuery } from './list-query.dto';
import { MarketplaceTotalsService } from './marketplace-totals';
import { ListingOwnersService } from './owners';
import { asPage, pageById } from './paging';
import { ReadMoreGateService } from './read-more-gate';

type Row = ListingColumns;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Kind<R extends Row, I extends object, V> = ListingKind<R, I, V, any>;

const NO_PLACE = {};
const NO_NAMES: PlaceNames = { countries: new Map(), states: new Map(), cities: new Map() };

/**
 * The life cycle every listing kind shares (decision 240), driven by the kind's declaration: create and
 * edit (owner only, checked first; images; held until screened), delete with its images and interests,
 * read-more behind the gate, interest, the feed and the owner's own list. A row's answer is made by the
 * kind's mapper from what is read once per page: images, place names, the viewer's interests and contact
 * rule (four queries whatever the number of rows).
 */
@Injectable()
export class ListingLifecycleService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly media: ListingMediaService,
    private readonly moderation: ListingModerationService,
    private readonly places: ListingPlacesService,
    private readonly members: MemberDirectory,
    private readonly interests: ListingInterestsService,
    private readonly gate: ReadMoreGateService,
    private readonly totals: MarketplaceTotalsService,
    private readonly contactPolicy: ContactPolicyService,
    private readonly owners: ListingOwnersService,
    private readonly routing: LeadRoutingService,
    categories: TradeCategoriesService,
  ) {
    this.services = { categories };
  }

  private readonly services: ListingServices;

  /** A new listing, saved held and released once screening passed (decision 013). */
  async create<R extends Row, I extends object, V>(
    kind: Kind<R, I, V>,
    ownerId: number,
    input: I,
    files: UploadedFile[],
  ): Promise<V> {
    // Every check before the first refusal: one 422 names every wrong field.
    const [columns, place, images] = await checkEveryField([
      () => kind.columns(input, null, this.services),
      async () =>
        kind.defaultPlace
          ? this.places.resolve(await this.defaultPlace(kind, ownerId), input as ListingInput)
          : NO_PLACE,
      () => this.media.check(files),
    ] as const);
    const search = await this.searchTextOf(kind, columns, place);
    const { row, stored } = await this.db.transaction(async (em) => {
      const row = await em.save(
        em.create(kind.entity, {
          ...columns,
          ...place,
          search_text: search,
          user_id: ownerId,
          held_at: new Date(),
          updated_at: new Date(),
        } as DeepPartial<R>),
      );
      return { row, stored: await this.media.store(em, kind.subject, row.id, images) };
    });
    await this.moderation.screenNew({
      subject: kind.subject,
      entity: kind.entity,
      id: row.id,
      authorId: ownerId,
      text: kind.screenedText(row),
      images: stored,
    });
    return this.view(kind, ownerId, await this.repo(kind).findOneByOrFail({ id: row.id } as never));
  }

  /**
   * The owner only; images sent are added (at most `maxImages` in all), `remove_media_ids` removes (a
   * kind with one `photo`: a new one replaces it). An edit that resets its routing routes it again.
   */
  async update<R extends Row, I extends object, V>(
    kind: Kind<R, I, V>,
    ownerId: number,
    id: number,
    input: I,
    files: UploadedFile[],
  ): Promise<V> {
    const current = await this.owned(kind, ownerId, id);
    const removeIds = (input as ListingInput).remove_media_ids ?? [];
    const replaced = kind.photo === 'replaced';
    const [columns, place, images] = await checkEveryField([
      () => kind.columns(input, current, this.services),
      () =>
        kind.defaultPlace ? this.places.resolve(current as R & PlaceIds, input as ListingInput) : NO_PLACE,
      // Too many images are refused on the count, before any file is read.
      async () => {
        if (replaced) return this.media.check(files.slice(0, 1));
        await this.media.checkOwn(kind.subject, id, removeIds);
        const kept = (await this.media.countOf(kind.subject, id)) - new Set(removeIds).size;
        if (kept + files.length > kind.maxImages)
          throw new InvalidInputError({ images: [MarketplaceErrors.tooManyImages] });
        return this.media.check(files);
      },
    ] as const);
    // What goes: the images asked; with one photo, all (undefined) once a new one came.
    const removing = !replaced ? removeIds : images.length ? undefined : [];
    const edited = { ...current, ...columns };
    const search = await this.searchTextOf(kind, edited, place);
    const text = kind.screenedText(edited);
    const { stored, dropped } = await this.db.transaction(async (em) => {
      await em.update(kind.entity, id, {
        ...columns,
        ...place,
        search_text: search,
        updated_at: new Date(),
      } as never);
      const dropped = await this.media.remove(em, kind.subject, id, removing);
      return { stored: await this.media.store(em, kind.subject, id, images), dropped };
    });
    await this.media.dropFiles(dropped);
    await this.moderation.screenEdit({
      subject: kind.subject,
      entity: kind.entity,
      id,
      authorId: ownerId,
      // Unchanged text is not screened again (an edit of images or numbers only).
      text: text !== kind.screenedText(current) ? text : null,
      images: stored,
    });
    const saved = await this.repo(kind).findOneByOrFail({ id } as never);
    if (kind.routing && 'routed_at' in columns && kind.routing.due(saved))
      await this.routing.schedule(kind.routing.subject, id);
    return this.view(kind, ownerId, saved);
  }

  /**
   * The owner only: the row, its images (rows and files) and the interests in it (a kind's own related
   * rows, quotes or applications, go by foreign key).
   */
  async remove<R extends Row>(kind: Kind<R, never, unknown>, ownerId: number, id: number) {
    await this.owned(kind, ownerId, id);
    await this.media.deleteListing(
      kind.subject,
      id,
      kind.entity,
      kind.relation ? undefined : (em) => this.interests.forget(em, kind.subject as InterestSubject, id),
    );
  }

  /**
   * Read-more: the owner, members who showed interest, and Elite members (decision 115); a held row is
   * its owner's only (404 to others).
   */
  async get<R extends Row, V>(kind: Kind<R, never, V>, viewerId: number, id: number): Promise<V> {
    const row = await this.repo(kind).findOneBy({ id } as never);
    if (!row || (row.held_at && row.user_id !== viewerId)) throw new NotFoundError(kind.notFound);
    const [view] = await this.views(kind, [row], viewerId);
    await this.gate.check(viewerId, row.user_id, view!.interested);
    return view!.view;
  }

  /** `…/interested/{id}`: idempotent; not on a held row (404) nor on one's own (403). */
  async interested<R extends Row, V>(
    kind: Kind<R, never, V>,
    memberId: number,
    id: number,
    input: InterestPayload,
  ): Promise<V> {
    const row = await this.repo(kind).findOneBy({ id } as never);
    await this.interests.add(memberId, kind.subject as InterestSubject, row, input, kind.notFound);
    return this.view(kind, memberId, row!);
  }

  /**
   * The feed: everyone's visible rows, newest first (the kind's counter as total); with `scope=mine`
   * the viewer's own rows, held included (decision 214). Only owners write listings, so `mine` answers
   * anyone else an empty page.
   */
  async list<R extends Row, V>(
    kind: Kind<R, never, V>,
    viewerId: number,
    query: FeedQuery | ListQuery,
  ): Promise<Page<V>> {
    if ('scope' in query && query.scope === 'mine') return this.mine(kind, viewerId, query);
    const qb = this.repo(kind).createQueryBuilder('t');
    if (kind.feedWhere) qb.where(kind.feedWhere).andWhere('t.held_at IS NULL');
    else qb.where('t.held_at IS NULL');
    qb.andWhere('t.expired_at IS NULL');
    const list = kind.list;
    const { rows, total } = await pageById(qb, 't', query, list ? () => this.totals.of(list) : undefined);
    return asPage(await this.answers(kind, viewerId, rows), total, query);
  }

  /** The owner's own rows, held and expired included, newest first. */
  async mine<R extends Row, V>(kind: Kind<R, never, V>, ownerId: number, query: ListQuery): Promise<Page<V>> {
    const qb = this.repo(kind).createQueryBuilder('t').where('t.user_id = :ownerId', { ownerId });
    const { rows, total } = await pageById(qb, 't', query);
    return asPage(await this.answers(kind, ownerId, rows), total, query);
  }

  /** The owner's latest row (held included), or null when there is none. */
  async latest<R extends Row, V>(kind: Kind<R, never, V>, ownerId: number): Promise<V | null> {
    const row = await this.repo(kind).findOne({
      where: { user_id: ownerId } as never,
      order: { id: 'DESC' } as never,
    });
    return row ? this.view(kind, ownerId, row) : null;
  }

  /** The answer of one row for this viewer (as every list makes it; no read-more gate). */
  async view<R extends Row, V>(kind: Kind<R, never, V>, viewerId: number, row: R): Promise<V> {
    return (await this.views(kind, [row], viewerId))[0]!.view;
  }

  /** The answers of rows read elsewhere (a kind's own lists: leads, alerts), in their order. */
  async answers<R extends Row, V>(kind: Kind<R, never, V>, viewerId: number, rows: R[]): Promise<V[]> {
    return (await this.views(kind, rows, viewerId)).map((v) => v.view);
  }

  /**
   * Images, place names, the viewer's interests (or related rows) and contact rule: four queries whatever
   * the rows; a kind's owner cards and own reads beside them, and the owner contacts a relation grants.
   */
  private async views<R extends Row, V>(
    kind: Kind<R, never, V>,
    rows: R[],
    viewerId: number,
  ): Promise<Array<{ view: V; interested: boolean }>> {
    const ids = rows.map((r) => r.id);
    const [images, names, related, viewer, owners, extra] = await Promise.all([
      this.media.of(kind.subject, ids),
      kind.defaultPlace && kind.placeNames !== false
        ? this.places.names(rows as unknown as PlaceIds[])
        : NO_NAMES,
      this.related(kind, viewerId, ids),
      this.contactPolicy.viewer(viewerId),
      kind.owner ? this.owners.of(rows.map((r) => r.user_id)) : undefined,
      kind.reads?.(rows, this.services),
    ]);
    const grant = kind.owner?.contact;
    // A relation's grant (decision 107): the owner contacts of related rows, read once for the page.
    const granted =
      grant && grant !== 'shown' && related.size
        ? await this.members.contacts(
            rows.filter((r) => related.has(r.id)).map((r) => r.user_id),
            { viewerId, relation: grant },
          )
        : undefined;
    return rows.map((row) => {
      const interested = related.has(row.id);
      const access = contactAccess(kind.contact, viewer, {
        ownerId: row.user_id,
        related: interested,
        shown: row.contact_shown,
      });
      const owner = owners?.get(row.user_id);
      const context: ListingViewContext = {
        images: images.get(row.id) ?? [],
        names,
        access,
        own: row.user_id === viewerId,
        interested,
        relatedId: related.get(row.id) ?? null,
        owner,
        ownerContact: null,
      };
      // 'shown': as the contact rule says; a grant: the owner's own eyes, and related viewers.
      if (grant && (grant === 'shown' ? access === 'shown' : context.own))
        context.ownerContact = owner ? { mobile_no: owner.mobile_no, email: owner.email } : null;
      else if (interested && granted) context.ownerContact = granted.get(row.user_id) ?? null;
      return { view: kind.toView(row, context, extra), interested };
    });
  }

  /** The viewer's relation to each row: their interest (no id), or their own related row's id. */
  private async related<R extends Row>(
    kind: Kind<R, never, unknown>,
    viewerId: number,
    ids: number[],
  ): Promise<Map<number, number | null>> {
    const relation = kind.relation;
    if (!relation) {
      const interested = await this.interests.of(viewerId, kind.subject as InterestSubject, ids);
      return new Map([...interested].map((id) => [id, null]));
    }
    if (!ids.length) return new Map();
    const found = (await this.db.getRepository(relation.entity).find({
      select: { id: true, [relation.listing]: true },
      where: { [relation.member]: viewerId, [relation.listing]: In(ids) },
    } as never)) as unknown as Array<Record<string, number>>;
    return new Map(found.map((r) => [r[relation.listing]!, r.id!]));
  }

  private async owned<R extends Row>(kind: Kind<R, never, unknown>, ownerId: number, id: number) {
    const row = await this.repo(kind).findOneBy({ id } as never);
    if (!row) throw new NotFoundError(kind.notFound);
    if (row.user_id !== ownerId) throw new ForbiddenError(MarketplaceErrors.notYours);
    return row;
  }

  private async defaultPlace(
    kind: { defaultPlace?: PlaceIds | 'owner' },
    ownerId: number,
  ): Promise<PlaceIds> {
    if (kind.defaultPlace !== 'owner') return kind.defaultPlace!;
    const owner = await this.members.facts(ownerId);
    if (!owner) throw new NotFoundError(MarketplaceErrors.notFound);
    return { country_id: owner.country_id, state_id: owner.state_id, city_id: owner.city_id };
  }

  private async searchTextOf<R extends Row>(
    kind: Kind<R, never, unknown>,
    row: Partial<R>,
    place: Partial<PlaceIds>,
  ): Promise<string> {
    if (!kind.defaultPlace) return kind.searchText(row, { city: null, state: null });
    const names = await this.places.names([place as PlaceIds]);
    return kind.searchText(row, {
      city: (place.city_id && names.cities.get(place.city_id)) || null,
      state: (place.state_id && names.states.get(place.state_id)) || null,
    });
  }

  private repo<R extends Row>(kind: { entity: new () => R }): Repository<R> {
    return this.db.getRepository(kind.entity);
  }
}
