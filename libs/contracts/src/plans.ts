/**
 * What Free and Elite membership give (issue 38 item 3, decision 291): the one list the site's plan
 * comparisons (landing, /join, the sign-up forms) are generated from. `elite: true` means the API refuses a
 * member without an active Elite subscription with 403 'You need to subscribe to acceess this facility';
 * `elite: false` means every member may. The API's access rules are held to this list by
 * api/test/plan-features.int-spec.ts, which calls each feature's routes as a free member.
 */
export interface PlanFeature {
  key: PlanFeatureKey;
  /** The row of the comparison, in plain words. */
  feature: string;
  /** A short phrase for "Elite unlocks …" sentences (only the Elite features are listed there). */
  phrase: string;
  elite: boolean;
}

export type PlanFeatureKey =
  'feed' | 'browse' | 'jobs' | 'franchise' | 'requirements' | 'sale' | 'interest' | 'readMore';

export const PLAN_FEATURES: readonly PlanFeature[] = [
  { key: 'feed', feature: 'Post on the feed, follow, like and comment', phrase: 'the feed', elite: false },
  {
    key: 'browse',
    feature: 'Browse jobs, requirements, vendors, professionals and listings',
    phrase: 'the lists',
    elite: false,
  },
  { key: 'jobs', feature: 'Post jobs and receive applications', phrase: 'jobs', elite: false },
  { key: 'franchise', feature: 'Offer a franchise', phrase: 'franchise offers', elite: false },
  {
    key: 'requirements',
    feature: 'Post requirements and compare vendors’ quotes',
    phrase: 'requirements and quotes',
    elite: true,
  },
  {
    key: 'sale',
    feature: 'Sell a restaurant or used equipment',
    phrase: 'selling a restaurant or used equipment',
    elite: true,
  },
  {
    key: 'interest',
    feature: 'Show interest in restaurants for sale and franchises',
    phrase: 'interest in sales and franchises',
    elite: true,
  },
  {
    key: 'readMore',
    feature: 'Read More: full listings and profiles',
    phrase: 'full listings and profiles',
    elite: true,
  },
];

/** "a, b and c": what Elite adds to Free, for the site's sentences about it. */
export function eliteUnlocks(): string {
  const phrases = PLAN_FEATURES.filter((entry) => entry.elite).map((entry) => entry.phrase);
  return phrases.length > 1 ? `${phrases.slice(0, -1).join(', ')} and ${phrases.at(-1)}` : (phrases[0] ?? '');
}
