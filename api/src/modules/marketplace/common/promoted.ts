/**
 * "Promoted" members of a list (`vendor/promotevendors`, `mp/promotemanpowers`,
 * `restaurants/promoterestaurants`; decision 106): members of that type who have a profile, blue-tick
 * members first, then Elite members, then the rest, each group most recently updated profile first.
 * Paid promotion is not in the seeds. The candidates are a bounded set read by an index (the
 * PROMOTED_CANDIDATES most recently updated profiles), never a scan; this only orders them.
 */

/** How many recently updated profiles a promoted list considers. */
export const PROMOTED_CANDIDATES = 100;

/** What the promoted order needs of a candidate. */
export interface PromotionFacts {
  blueTick: boolean;
  elite: boolean;
  updatedAt: Date;
}

/** The candidates in promoted order; ties keep their given order. Candidates without facts are dropped. */
export function orderPromoted<T>(
  candidates: readonly T[],
  factsOf: (candidate: T) => PromotionFacts | undefined,
): T[] {
  const rank = (facts: PromotionFacts) => (facts.blueTick ? 0 : facts.elite ? 1 : 2);
  return candidates
    .flatMap((candidate, index) => {
      const facts = factsOf(candidate);
      return facts ? [{ candidate, facts, index }] : [];
    })
    .sort(
      (a, b) =>
        rank(a.facts) - rank(b.facts) ||
        b.facts.updatedAt.getTime() - a.facts.updatedAt.getTime() ||
        a.index - b.index,
    )
    .map((entry) => entry.candidate);
}
