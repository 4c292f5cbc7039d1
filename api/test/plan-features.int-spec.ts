import { MarketplaceMessages, PLAN_FEATURES, type PlanFeatureKey } from '@app/contracts';
import { useTestApi } from './support/api';
import { bearer } from './support/accounts';
import { memberMaker } from './support/marketplace';
import type { Member } from './support/social';

/**
 * The plan comparison the site shows is generated from PLAN_FEATURES (libs/contracts/src/plans.ts,
 * decision 291). This spec holds the API to it: each feature's routes, called by a free member of the
 * type that uses them, answer the Elite refusal exactly when the list says the feature is Elite's.
 * Bodies are empty: the access guard decides before validation, so a free feature answers 422 (or 200),
 * never the Elite 403.
 */
const api = useTestApi();
const { http, outbox } = api;

type Who = 'owner' | 'vendor' | 'manpower';
interface Probe {
  as: Who;
  method: 'get' | 'post';
  /** The path; `{owner}`, `{vendor}`, `{manpower}` become those members' ids. */
  path: string;
}

const PROBES: Record<PlanFeatureKey, Probe[]> = {
  feed: [{ as: 'owner', method: 'post', path: '/api/posts' }],
  browse: [
    { as: 'vendor', method: 'get', path: '/api/restaurants/job' },
    { as: 'vendor', method: 'get', path: '/api/restaurants/requirement' },
    { as: 'owner', method: 'get', path: '/api/vendor/vendor' },
    { as: 'owner', method: 'get', path: '/api/mp/manpowers' },
    { as: 'vendor', method: 'get', path: '/api/restaurants/sell-my-restaurant' },
    { as: 'vendor', method: 'get', path: '/api/restaurants/give-franchise' },
  ],
  jobs: [{ as: 'owner', method: 'post', path: '/api/restaurants/job' }],
  franchise: [{ as: 'owner', method: 'post', path: '/api/restaurants/give-franchise' }],
  requirements: [{ as: 'owner', method: 'post', path: '/api/restaurants/requirement' }],
  sale: [{ as: 'owner', method: 'post', path: '/api/restaurants/sell-my-restaurant' }],
  interest: [
    { as: 'vendor', method: 'post', path: '/api/restaurants/sell-my-restaurants/interested/1' },
    { as: 'vendor', method: 'post', path: '/api/restaurants/give-franchises/interested/1' },
  ],
  readMore: [
    { as: 'owner', method: 'get', path: '/api/vendor/vendor/{vendor}' },
    { as: 'owner', method: 'get', path: '/api/mp/manpowers/{manpower}' },
    { as: 'vendor', method: 'get', path: '/api/restaurants/restaurants/{owner}' },
  ],
};

let free: Record<Who, Member>;

beforeAll(async () => {
  const make = memberMaker(http, outbox);
  free = { owner: await make.owner(), vendor: await make.vendor(), manpower: await make.manpower() };
});

describe('the plan comparison matches what the API enforces for a free member', () => {
  it('has probes for every feature of the list, and no others', () => {
    expect(Object.keys(PROBES).sort()).toEqual(PLAN_FEATURES.map((entry) => entry.key).sort());
  });

  it.each(PLAN_FEATURES.map((entry) => [entry.feature, entry] as const))('%s', async (_, entry) => {
    for (const probe of PROBES[entry.key]) {
      const path = probe.path.replace(/\{(owner|vendor|manpower)\}/, (_, who: Who) => String(free[who].id));
      const res = await http()[probe.method](path).set(bearer(free[probe.as])).send({});
      const refusedForElite =
        res.status === 403 && res.body.message === MarketplaceMessages.subscribeToAccess;
      expect({ path, refusedForElite }).toEqual({ path, refusedForElite: entry.elite });
      if (!entry.elite) expect([200, 201, 422]).toContain(res.status);
    }
  });
});
