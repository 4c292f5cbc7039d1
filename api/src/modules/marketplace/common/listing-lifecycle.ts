import type { InterestPayload, Page } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, DeepPartial, Repository } from 'typeorm';
import { ForbiddenError, InvalidInputError, NotFoundError } from '../../../core/errors/domain-error';
import { checkEveryField } from '../../../core/errors/field-checks';
import { MemberDirectory } from '../../members';
import type { ContactListingColumns } from '../entities/listing-columns';
import { MarketplaceErrors } from '../marketplace.errors';
import { ContactPolicy, contactAccess } from './contact-policy';
import { ListingInterests } from './listing-interests';
import type { ListingInput, ListingKind } from './listing-kind';
import { ListingMedia } from './listing-media';
import { ListingModeration } from './listing-moderation';
import { ListingPlaces, type PlaceIds } from './listing-places';
import type { UploadedFile } from './listing-uploads';
import type { FeedQuery, ListQuery } from './list-query.dto';
import { MarketplaceTotals } from './marketplace-totals';
import { asPage, pageById } from './paging';
import { ReadMoreGate } from './read-more-gate';

type Row = ContactListingColumns;

/**
 * The life cycle every listing kind shares (decision 240), driven by the kind's declaration: create and
 * edit (owner only, checked first; images; held until screened), delete with its images and interests,
 * read-more behind the gate, interest, the feed and the owner's own list. A row's answer is made by the
 * kind's mapper from what is read once per page: images, place names, the viewer's interests and contact
 * rule (four queries whatever the number of rows).
 */
@Injectable()
export class ListingLifecycle {
  constructor(
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

  /** A new listing, saved held and released once screening passed (decision 013). */
  async create<R extends Row, I extends ListingInput, V>(
    kind: ListingKind<R, I, V>,
    ownerId: number,
    input: I,
    files: UploadedFile[],
  ): Promise<V> {
    // Every check before the first refusal: one 422 names every wrong field.
    const [columns, place, images] = await checkEveryField([
      () => kind.columns(input, null),
      async () => this.places.resolve(await this.defaultPlace(kind, ownerId), input),
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

  /** The owner only; images sent are added (at most `maxImages` in all), `remove_media_ids` removes. */
  async update<R extends Row, I extends ListingInput, V>(
    kind: ListingKind<R, I, V>,
    ownerId: number,
    id: number,
    input: I,
    files: UploadedFile[],
  ): Promise<V> {
    const current = await this.owned(kind, ownerId, id);
    const removeIds = input.remove_media_ids ?? [];
    const [columns, place, images] = await checkEveryField([
      () => kind.columns(input, current),
      () => this.places.resolve(current, input),
      // Too many images are refused on the count, before any file is read.
      async () => {
        await this.media.checkOwn(kind.subject, id, removeIds);
        const kept = (await this.media.countOf(kind.subject, id)) - new Set(removeIds).size;
        if (kept + files.length > kind.maxImages)
          throw new InvalidInputError({ images: [MarketplaceErrors.tooManyImages] });
        return this.media.check(files);
      },
    ] as const);
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
      const dropped = await this.media.remove(em, kind.subject, id, removeIds);
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
    return this.view(kind, ownerId, await this.repo(kind).findOneByOrFail({ id } as never));
  }

  /** The owner only: the row, its images (rows and files) and the interests in it. */
  async remove<R extends Row>(kind: ListingKind<R, never, unknown>, ownerId: number, id: number) {
    await this.owned(kind, ownerId, id);
    await this.media.deleteListing(kind.subject, id, kind.entity, (em) =>
      this.interests.forget(em, kind.subject, id),
    );
  }

  /**
   * Read-more: the owner, members who showed interest, and Elite members (decision 115); a held row is
   * its owner's only (404 to others).
   */
  async get<R extends Row, V>(kind: ListingKind<R, never, V>, viewerId: number, id: number): Promise<V> {
    const row = await this.repo(kind).findOneBy({ id } as never);
    if (!row || (row.held_at && row.user_id !== viewerId)) throw new NotFoundError(kind.notFound);
    const [view] = await this.views(kind, [row], viewerId);
    await this.gate.check(viewerId, row.user_id, view!.interested);
    return view!.view;
  }

  /** `…/interested/{id}`: idempotent; not on a held row (404) nor on one's own (403). */
  async interested<R extends Row, V>(
    kind: ListingKind<R, never, V>,
    memberId: number,
    id: number,
    input: InterestPayload,
  ): Promise<V> {
    const row = await this.repo(kind).findOneBy({ id } as never);
    await this.interests.add(memberId, kind.subject, row, input, kind.notFound);
    return this.view(kind, memberId, row!);
  }

  /**
   * The feed: everyone's visible rows, newest first (the kind's counter as total); with `scope=mine`
   * the viewer's own rows, held included (decision 214). Only owners write listings, so `mine` answers
   * anyone else an empty page.
   */
  async list<R extends Row, V>(
    kind: ListingKind<R, never, V>,
    viewerId: number,
    query: FeedQuery | ListQuery,
  ): Promise<Page<V>> {
    const own = 'scope' in query && query.scope === 'mine';
    const qb = this.repo(kind).createQueryBuilder('t');
    if (own) qb.where('t.user_id = :viewerId', { viewerId });
    else qb.where('t.held_at IS NULL').andWhere('t.expired_at IS NULL');
    const list = kind.list;
    const { rows, total } = await pageById(
      qb,
      't',
      query,
      own || !list ? undefined : () => this.totals.of(list),
    );
    return asPage(
      (await this.views(kind, rows, viewerId)).map((v) => v.view),
      total,
      query,
    );
  }

  /** The owner's latest row (held included), or null when there is none. */
  async latest<R extends Row, V>(kind: ListingKind<R, never, V>, ownerId: number): Promise<V | null> {
    const row = await this.repo(kind).findOne({
      where: { user_id: ownerId } as never,
      order: { id: 'DESC' } as never,
    });
    return row ? this.view(kind, ownerId, row) : null;
  }

  private async view<R extends Row, V>(kind: ListingKind<R, never, V>, viewerId: number, row: R): Promise<V> {
    return (await this.views(kind, [row], viewerId))[0]!.view;
  }

  /** Images, place names, the viewer's interests and contact rule: four queries whatever the rows. */
  private async views<R extends Row, V>(
    kind: ListingKind<R, never, V>,
    rows: R[],
    viewerId: number,
  ): Promise<Array<{ view: V; interested: boolean }>> {
    const ids = rows.map((r) => r.id);
    const [images, names, interested, viewer] = await Promise.all([
      this.media.of(kind.subject, ids),
      this.places.names(rows),
      this.interests.of(viewerId, kind.subject, ids),
      this.contactPolicy.viewer(viewerId),
    ]);
    return rows.map((row) => {
      const related = interested.has(row.id);
      const access = contactAccess(kind.contact, viewer, {
        ownerId: row.user_id,
        related,
        shown: row.contact_shown,
      });
      const view = kind.toView(row, { images: images.get(row.id) ?? [], names, access, interested: related });
      return { view, interested: related };
    });
  }

  private async owned<R extends Row>(kind: ListingKind<R, never, unknown>, ownerId: number, id: number) {
    const row = await this.repo(kind).findOneBy({ id } as never);
    if (!row) throw new NotFoundError(kind.notFound);
    if (row.user_id !== ownerId) throw new ForbiddenError(MarketplaceErrors.notYours);
    return row;
  }

  private async defaultPlace(kind: { defaultPlace: PlaceIds | 'owner' }, ownerId: number): Promise<PlaceIds> {
    if (kind.defaultPlace !== 'owner') return kind.defaultPlace;
    const owner = await this.members.facts(ownerId);
    if (!owner) throw new NotFoundError(MarketplaceErrors.notFound);
    return { country_id: owner.country_id, state_id: owner.state_id, city_id: owner.city_id };
  }

  private async searchTextOf<R extends Row>(
    kind: ListingKind<R, never, unknown>,
    row: Partial<R>,
    place: PlaceIds,
  ): Promise<string> {
    const names = await this.places.names([place]);
    return kind.searchText(row, {
      city: (place.city_id && names.cities.get(place.city_id)) || null,
      state: (place.state_id && names.states.get(place.state_id)) || null,
    });
  }

  private repo<R extends Row>(kind: { entity: new () => R }): Repository<R> {
    return this.db.getRepository(kind.entity);
  }
}
