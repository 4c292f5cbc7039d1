import type { UserType } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { MemberDirectory } from '../../members';
import { ElitePolicyService } from './elite-policy';
import { orderPromoted } from './promoted';

/** A member with a profile of the promoted list's type, and when that profile last changed. */
export interface PromotedCandidate {
  userId: number;
  updatedAt: Date;
}

/**
 * Ranks a bounded candidate set (the most recently updated profiles, read by index) in promoted order
 * (`orderPromoted`, decisions 106 and 114) for the three promoted lists. Two queries whatever the set's
 * size: which candidates may be shown (verified, unbanned members of the type) with their blue tick, and
 * which are Elite. Only those facts: the caller builds cards for the one page it shows.
 */
@Injectable()
export class PromotedMembersService {
  constructor(
    private readonly members: MemberDirectory,
    private readonly elite: ElitePolicyService,
  ) {}

  async rank<C extends PromotedCandidate>(
    type: UserType,
    candidates: readonly C[],
  ): Promise<Array<{ candidate: C; elite: boolean }>> {
    const ids = candidates.map((c) => c.userId);
    const [shown, elite] = await Promise.all([
      this.members.promotable(type, ids),
      this.elite.eliteAmong(ids),
    ]);
    return orderPromoted(candidates, (c) => {
      const member = shown.get(c.userId);
      return member && { blueTick: member.blueTick, elite: elite.has(c.userId), updatedAt: c.updatedAt };
    }).map((candidate) => ({ candidate, elite: elite.has(candidate.userId) }));
  }
}
