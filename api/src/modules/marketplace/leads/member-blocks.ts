import { Injectable } from '@nestjs/common';

/** Of `others`, those with a block either way with `memberId`. */
export type BlockLookup = (memberId: number, others: readonly number[]) => Promise<Set<number>>;

/**
 * Blocks between members, as the routing of leads needs them (decision 345): a member who blocked the
 * owner of a listing, or whom the owner blocked, is not sent it. Blocks belong to the conversations module,
 * which imports the marketplace (never the other way round), so it lends its lookup here at start-up.
 * Without a lookup (a process without conversations) nobody counts as blocked.
 */
@Injectable()
export class MemberBlocksService {
  private lookup: BlockLookup | null = null;

  use(lookup: BlockLookup): void {
    this.lookup = lookup;
  }

  async among(memberId: number, others: readonly number[]): Promise<Set<number>> {
    return this.lookup && others.length ? this.lookup(memberId, others) : new Set();
  }
}
