import type { InterestPayload, Page, ReceivedInterest } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { NotificationsService } from '../../notifications';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, type EntityManager, In } from 'typeorm';
import { ForbiddenError, InvalidInputError, NotFoundError } from '../../../core/errors/domain-error';
import { type InterestSubject, ListingInterestEntity } from '../entities/listing-interest.entity';
import { LISTING_KINDS } from '../listing-registry';
import { MarketplaceErrors } from '../marketplace.errors';
import { ListingOwnersService } from './owners';
import type { ListQuery } from './list-query.dto';
import { asPage, pageById } from './paging';

/**
 * Members' interest in sale listings and franchise offers (`…/interested/{id}`, decision 116):
 * one row per member and listing, so showing interest again changes nothing. The member reads it as the
 * listing's `relation` (one query per list); the listing's owner reads who is interested.
 */
/** The kinds whose members show interest (the others relate by a quote or an application). */
const INTEREST_KINDS = LISTING_KINDS.filter((kind) => !kind.relation);

@Injectable()
export class ListingInterestsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly owners: ListingOwnersService,
    private readonly notifications: NotificationsService,
  ) {}

  /** The listings of `ids` the viewer has shown interest in: one query through the unique key. */
  async of(viewerId: number, subject: InterestSubject, ids: readonly number[]): Promise<Set<number>> {
    if (!ids.length) return new Set();
    const rows = await this.db.getRepository(ListingInterestEntity).find({
      select: { subject_id: true },
      where: { user_id: viewerId, subject, subject_id: In([...new Set(ids)]) },
    });
    return new Set(rows.map((r) => r.subject_id));
  }

  /**
   * Records the interest (idempotent). The listing must be visible (404 for missing or held) and not the
   * member's own (403).
   */
  async add(
    memberId: number,
    subject: InterestSubject,
    listing: { id: number; user_id: number; held_at: Date | null } | null,
    input: InterestPayload,
    notFound: string,
  ): Promise<void> {
    if (Number(input.is_intrested) !== 1)
      throw new InvalidInputError({ is_intrested: ['The is intrested must be 1.'] });
    if (!listing || listing.held_at) throw new NotFoundError(notFound);
    if (listing.user_id === memberId) throw new ForbiddenError(MarketplaceErrors.ownListingInterest);
    const { raw } = await this.db
      .getRepository(ListingInterestEntity)
      .createQueryBuilder()
      .insert()
      .orIgnore()
      .updateEntity(false)
      .values({ subject, subject_id: listing.id, owner_id: listing.user_id, user_id: memberId })
      .execute();
    if ((raw as { affectedRows?: number }).affectedRows === 1)
      await this.notifications.notify({
        recipientId: listing.user_id,
        kind: 'interest_received',
        actorId: memberId,
        subject: { type: subject, id: listing.id },
        link: '/ReceivedInterests',
      });
  }

  /** A deleted listing's interests go with it. */
  forget(em: EntityManager, subject: InterestSubject, id: number) {
    return em.delete(ListingInterestEntity, { subject, subject_id: id });
  }

  /**
   * `GET restaurants/received-interests`: who showed interest in the owner's listings, newest first, as
   * member cards (no contact details: the seeds show none here; the owner opens /profile/{id}).
   */
  async received(ownerId: number, query: ListQuery): Promise<Page<ReceivedInterest>> {
    const qb = this.db
      .getRepository(ListingInterestEntity)
      .createQueryBuilder('i')
      .where('i.owner_id = :ownerId', { ownerId });
    const { rows, total } = await pageById(qb, 'i', query);
    // One query per kind with rows on the page: each kind names its own listings (decision 240).
    const [found, members] = await Promise.all([
      Promise.all(
        INTEREST_KINDS.map(async (kind) => {
          const ids = rows.filter((r) => r.subject === kind.subject).map((r) => r.subject_id);
          const listings = ids.length ? await this.db.getRepository(kind.entity).findBy({ id: In(ids) }) : [];
          return listings.map((l): [string, { title: string; type: ReceivedInterest['user_type_text'] }] => [
            `${kind.subject}:${l.id as number}`,
            { title: kind.title(l), type: kind.type! },
          ]);
        }),
      ),
      this.owners.of(rows.map((r) => r.user_id)),
    ]);
    const listings = new Map(found.flat());
    const data = rows.flatMap((r): ReceivedInterest[] => {
      const member = members.get(r.user_id);
      const listing = listings.get(`${r.subject}:${r.subject_id}`);
      if (!member || !listing) return [];
      return [
        {
          id: r.id,
          listing_id: r.subject_id,
          user_type_text: listing.type,
          title: listing.title,
          user: {
            id: member.id,
            full_name: member.full_name,
            business_name: member.business_name,
            profile_photo: member.profile_photo,
            user_type_text: member.user_type_text,
            blue_tick: member.blue_tick,
          },
          created_at: r.created_at.toISOString(),
        },
      ];
    });
    return asPage(data, total, query);
  }
}
