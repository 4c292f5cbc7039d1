import { SUGGESTED_MEMBERS_LIMIT, type SuggestedMember } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { DomainError, ForbiddenError, NotFoundError } from '../../../core/errors/domain-error';
import { MemberDirectory } from '../../members';
import { PromotedMembersService } from '../common/promoted-members';
import { toDirectoryCard } from '../directory/member-directory.service';
import { flag } from '../marketplace.mappers';
import { MarketplaceErrors } from '../marketplace.errors';
import { LeadRoutingService, MATCH_ROUTES } from './lead-routing';
import type { RoutedSubject } from './match-route';

/** Matching members read per index range before ranking: the most recently updated profiles. */
const CANDIDATES_PER_RANGE = 200;

const NOT_FOUND: Record<RoutedSubject, string> = {
  requirement: MarketplaceErrors.requirementNotFound,
  job: MarketplaceErrors.jobNotFound,
};

/**
 * Suggested members on an owner's listing (decision 347): up to 10 members it matches (the route's own
 * index ranges, the same exclusions as routing), blue tick first, then Elite, then the most recently
 * updated profile (the promoted lists' order, `PromotedMembersService`), and whether the listing was sent to
 * each already. For requirements, "Invite to quote" sends the lead to one of them now, once.
 */
@Injectable()
export class SuggestedMembersService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly routing: LeadRoutingService,
    private readonly ranking: PromotedMembersService,
    private readonly members: MemberDirectory,
  ) {}

  async suggest(subject: RoutedSubject, ownerId: number, id: number): Promise<SuggestedMember[]> {
    const route = MATCH_ROUTES[subject];
    const listing = await this.ownedOpen(subject, ownerId, id);
    if (!listing) return [];
    const found = new Map<number, Date>();
    for (const range of listing.ranges) {
      const rows: Array<{ user_id: number; updated_at: Date }> = await this.db.query(
        `SELECT t.user_id, p.updated_at FROM ${route.targets} t
           JOIN ${route.profiles.table} p ON p.user_id = t.user_id
          WHERE ${range.where} AND ${route.profiles.suggestable}
          ORDER BY p.updated_at DESC LIMIT ${CANDIDATES_PER_RANGE}`,
        range.params,
      );
      for (const row of rows) found.set(row.user_id, row.updated_at);
    }
    const { ids } = await this.routing.eligible(route, ownerId, [...found.keys()]);
    const ranked = (
      await this.ranking.rank(
        route.memberType,
        ids.map((userId) => ({ userId, updatedAt: found.get(userId)! })),
      )
    ).slice(0, SUGGESTED_MEMBERS_LIMIT);
    const shown = ranked.map(({ candidate }) => candidate.userId);
    const [cards, sent] = await Promise.all([
      this.members.directoryCards(shown),
      this.sentTo(subject, id, shown),
    ]);
    return ranked.flatMap(({ candidate, elite }) => {
      const card = cards.get(candidate.userId);
      return card
        ? [{ ...toDirectoryCard(card), is_elite: flag(elite), lead_sent: flag(sent.has(candidate.userId)) }]
        : [];
    });
  }

  /**
   * "Invite to quote": the owner sends their open requirement to a vendor it matches, now (the lead, its
   * notification and mail, as routing would). Once: a vendor who has it already gets nothing more (409).
   */
  async invite(ownerId: number, id: number, vendorId: number): Promise<void> {
    const route = MATCH_ROUTES.requirement;
    const listing = await this.ownedOpen('requirement', ownerId, id);
    if (!listing) throw new DomainError(409, MarketplaceErrors.listingNotOpen);
    let matches = false;
    for (const range of listing.ranges) {
      const rows: unknown[] = await this.db.query(
        `SELECT 1 FROM ${route.targets} t WHERE ${range.where} AND t.user_id = ?`,
        [...range.params, vendorId],
      );
      if (rows.length) matches = true;
    }
    const { ids } = matches ? await this.routing.eligible(route, ownerId, [vendorId]) : { ids: [] };
    if (!ids.length) throw new NotFoundError(MarketplaceErrors.suggestedNotFound);
    const sent = await this.routing.sendTo('requirement', id, [vendorId]);
    if (!sent) throw new DomainError(409, MarketplaceErrors.alreadyInvited);
  }

  /** The listing when it is the owner's (404 for nobody's, 403 for another's) and still open; else null. */
  private async ownedOpen(subject: RoutedSubject, ownerId: number, id: number) {
    const route = MATCH_ROUTES[subject];
    const [row]: Array<{ user_id: number }> = await this.db.query(
      `SELECT user_id FROM ${route.table} WHERE id = ?`,
      [id],
    );
    if (!row) throw new NotFoundError(NOT_FOUND[subject]);
    if (row.user_id !== ownerId) throw new ForbiddenError(MarketplaceErrors.notYours);
    return this.routing.openOf(subject, id);
  }

  private async sentTo(subject: RoutedSubject, id: number, memberIds: number[]): Promise<Set<number>> {
    if (!memberIds.length) return new Set();
    const { table, listing, member } = MATCH_ROUTES[subject].leads;
    const rows: Array<{ member_id: number }> = await this.db.query(
      `SELECT ${member} AS member_id FROM ${table} WHERE ${listing} = ? AND ${member} IN (?)`,
      [id, memberIds],
    );
    return new Set(rows.map((r) => r.member_id));
  }
}
