import { ApiClient, type Page } from '@app/contracts';
import { describe, expect, it } from '@jest/globals';

import { FEED_TABS, homeCards, tabsIn } from './feeds.server';
import { i18nFor } from './i18n/i18n';

const member = (id: number) => ({
  id,
  name: `Member ${id}`,
  business_name: null,
  photo: null,
  city: null,
  state: null,
  user_type: '7',
  user_type_text: 'Vendor',
  blue_tick: 0,
  restaurant_type: null,
});
const page = <T>(data: T[]): Page<T> => ({
  current_page: 1,
  data,
  last_page: 1,
  per_page: data.length,
  total: data.length,
});

/** An API that answers each list with two members (ids from the path) and records every call. */
function fakeApi() {
  const calls: string[] = [];
  let next = 1;
  const api = new ApiClient({
    baseUrl: 'http://api.test',
    fetch: (async (input: URL | RequestInfo) => {
      const url = new URL(String(input));
      calls.push(`${url.pathname}${url.search}`);
      let data: unknown;
      if (url.pathname === '/api/reviews/ratings') {
        const ids = url.searchParams.get('ids')!.split(',');
        data = Object.fromEntries(
          ids.map((id) => [id, { average: Number(id) % 2 ? 4.5 : null, count: Number(id) % 2 ? 2 : 0 }]),
        );
      } else if (url.pathname === '/api/restaurants/requirement') {
        data = page([]);
      } else {
        data = page([member(next++), member(next++)]);
      }
      return new Response(JSON.stringify({ status_code: 200, message: '', data }), { status: 200 });
    }) as typeof fetch,
  });
  return { api, calls };
}

describe('homeCards', () => {
  it('rates every member card of the home page (cards and promoted lists) with one ratings call', async () => {
    const { api, calls } = fakeApi();
    const { cards, promoted } = await homeCards(api, '7' as never);
    const ratingCalls = calls.filter((c) => c.startsWith('/api/reviews/ratings'));
    expect(ratingCalls).toHaveLength(1);
    const memberCards = [...cards, ...promoted]
      .filter((list) => ['vendor', 'manpower', 'restaurant'].includes(list.kind))
      .flatMap((list) => list.cards);
    expect(memberCards.length).toBeGreaterThan(4);
    expect(
      new URL(`http://x${ratingCalls[0]}`).searchParams
        .get('ids')!
        .split(',')
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(memberCards.map((c) => c.id).sort((a, b) => a - b));
    for (const c of memberCards)
      expect(c.rating).toEqual(c.id % 2 ? { average: 4.5, count: 2 } : { average: null, count: 0 });
  });
});

describe('the feeds’ texts (issue 35)', () => {
  it('titles the home page’s lists in English by default and in Hindi for a Hindi page', async () => {
    const english = await homeCards(fakeApi().api, '7' as never);
    expect(english.cards.map((list) => list.title)).toContain('Vendors');
    const hindi = await homeCards(fakeApi().api, '7' as never, i18nFor('hi').getFixedT(null, 'feeds'));
    expect(hindi.cards.map((list) => list.title)).toContain('वेंडर');
    expect(hindi.cards.map((list) => list.title)).not.toContain('Vendors');
  });

  it('labels each member type’s tabs from the catalogue, the English as written', () => {
    const english = i18nFor('en').getFixedT(null, 'feeds');
    for (const type of Object.keys(FEED_TABS) as Array<keyof typeof FEED_TABS>)
      expect(tabsIn(type, english)).toEqual(FEED_TABS[type]);
    expect(tabsIn('6' as never, i18nFor('hi').getFixedT(null, 'feeds'))[2]?.label).toBe('मेरा रेस्टोरेंट बेचें');
  });
});
