import { LRUCache } from 'lru-cache';

import { noteSharedRead } from './held-pages.server';

/**
 * Data that every signed-out visitor of a public page gets alike (the countries of the price choice, the
 * plans' prices per country, the landing page's recent posts, a public post), read from the API once and
 * held for a few seconds in this process, so that a busy public page does not ask the API the same thing
 * for each visitor (issue 39, decision 311). Concurrent misses share one call; a call that fails is not
 * kept. Never for a signed-in member's data: the keys name what is shared, not who asked.
 */
export const SHARED_DATA_SECONDS = 10;

const cache = new LRUCache<string, { value: unknown }, () => Promise<unknown>>({
  max: 2_000,
  ttl: SHARED_DATA_SECONDS * 1_000,
  fetchMethod: async (_key, _stale, { context }) => ({ value: await context() }),
});

/** The value held for `key`, or what `load` answers (then held for SHARED_DATA_SECONDS). */
export async function shared<T>(key: string, load: () => Promise<T>): Promise<T> {
  const entry = await cache.fetch(key, { context: load });
  // A page made of this value may be held as long as the value is (held-pages.server.ts).
  noteSharedRead(cache.getRemainingTTL(key));
  return entry!.value as T;
}
