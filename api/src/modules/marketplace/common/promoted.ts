import type { UserType } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { type MemberCard, MemberDirectory } from '../../accounts';
import { SubscriptionsService } from '../../billing';

/** A member with a profile of the promoted list's type, and when that profile last changed. */
export interface PromotedCandidate {
  userId: number;
  updatedAt: Date;
}

/**
 * "Promoted" (the same rule for the vendor, manpower and restaurant lists; decision 114): blue-tick
 * members first, then Elite members, then the rest, each group most recently updated profile first. Pure:
 * the caller hands over a bounded candidate set (the most recently updated profiles, by index).
 */
export function rankPromoted(
  candidates: readonly PromotedCandidate[],
  blueTick: ReadonlySet<number>,
  elite: ReadonlySet<number>,
): PromotedCandidate[] {
  const group = (c: PromotedCandidate) => (blueTick.has(c.userId) ? 0 : elite.has(c.userId) ? 1 : 2);
  return [...candidates].sort(
    (a, b) => group(a) - group(b) || b.updatedAt.getTime() - a.updatedAt.getTime() || b.userId - a.userId,
  );
}

/**
 * Ranks a candidate set: loads the candidates' cards (verified members of the type only) and Elite state
 * in two queries whatever the set's size, and answers them in promoted order.
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
      this.members.cards(ids),
      this.subscriptions.summaries(ids),
    ]);
    const eligible = candidates.filter((c) => cards.get(c.userId)?.user_type === type);
    const blueTick = new Set(eligible.filter((c) => cards.get(c.userId)!.blue_tick).map((c) => c.userId));
    const elite = new Set(
      eligible.filter((c) => subscriptions.get(c.userId)?.subscribed).map((c) => c.userId),
    );
    return rankPromoted(eligible, blueTick, elite).map((candidate) => ({
      card: cards.get(candidate.userId)!,
      elite: elite.has(candidate.userId),
      candidate,
    }));
  }
}
