import type { UserType } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { type MemberCard, MemberDirectory } from '../../accounts';
import { SubscriptionsService } from '../../billing';
import { orderPromoted } from './promoted';

/** A member with a profile of the promoted list's type, and when that profile last changed. */
export interface PromotedCandidate {
  userId: number;
  updatedAt: Date;
}

/**
 * Ranks a bounded candidate set (the most recently updated profiles, read by index) in promoted order
 * (`orderPromoted`, decisions 106 and 114): loads the candidates' facts (verified, unbanned members of the
 * type only) and their Elite state in two queries whatever the set's size.
 */
@Injectable()
export class PromotedMembers {
  constructor(
    private readonly members: MemberDirectory,
    private readonly subscriptions: SubscriptionsService,
  ) {}

  async rank(
    type: UserType,
    candidates: readonly PromotedCandidate[],
  ): Promise<Array<{ card: MemberCard; elite: boolean; candidate: PromotedCandidate }>> {
    const ids = candidates.map((c) => c.userId);
    const [cards, subscriptions] = await Promise.all([
      this.members.factsOf(ids),
      this.subscriptions.summaries(ids),
    ]);
    const eliteOf = (c: PromotedCandidate) => !!subscriptions.get(c.userId)?.subscribed;
    return orderPromoted(candidates, (c) => {
      const card = cards.get(c.userId);
      return card?.user_type === type && !card.banned
        ? { blueTick: card.blue_tick === 1, elite: eliteOf(c), updatedAt: c.updatedAt }
        : undefined;
    }).map((candidate) => ({ card: cards.get(candidate.userId)!, elite: eliteOf(candidate), candidate }));
  }
}
