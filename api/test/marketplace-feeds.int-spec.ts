import {
  type FranchiseOffer,
  type GlobalSearchResult,
  type Job,
  MarketplaceMessages,
  type Page,
  type ReceivedInterest,
  type Requirement,
  type RestaurantCard,
  type SaleListing,
} from '@app/contracts';
import { MemberDirectory } from '../src/modules/members';
import { ListingSearch } from '../src/modules/search';
import { bearer } from './support/accounts';
import { useTestApi } from './support/api';
import { form, makeElite, memberMaker, watchWord } from './support/marketplace';
import { flatCosts, pageCosts, QueryCounter } from './support/query-counter';
import { type Member, uniqueWord } from './support/social';

const api = useTestApi();
const { http, outbox } = api;
let counter: QueryCounter;
let members: ReturnType<typeof memberMaker>;

beforeAll(() => {
  counter = QueryCounter.install(api.app);
  members = memberMaker(http, outbox);
});

const SUBSCRIBE = 'You need to subscribe to acceess this facility';

const FRANCHISE = {
  brand_name: 'Spice Route Express',
  company_name: 'Spice Route Foods Pvt Ltd',
  franchise_type: 'FOFO',
  contact_name: 'Riya Shah',
  contact_phone: '+91 98000 00001',
  contact_email: 'franchise@spiceroute.example',
  state_id: '4030',
  city_id: '134096',
};
const SALE = {
  restaurant_type_id: '5',
  expected_price: '4500000',
  contact_name: 'Riya Shah',
  contact_phone: '9800000001',
  contact_email: 'owner@example.test',
};
const JOB = { title: 'Tandoor chef', position: 'Head chef', salary: '35000', per: '0', location: 'Adajan' };

async function created<T>(res: Promise<{ status: number; body: { data: T } }>): Promise<T> {
  const answer = await res;
  if (answer.status !== 201) throw new Error(`not created: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}
const postTo = (path: string, owner: Member, fields: Record<string, string>) =>
  form(http().post(`/api/${path}`).set(bearer(owner)), fields);
const createSale = (owner: Member, fields: Record<string, string> = {}) =>
  created<SaleListing>(postTo('restaurants/sell-my-restaurant', owner, { ...SALE, ...fields }));
const createFranchise = (owner: Member, fields: Record<string, string> = {}) =>
  created<FranchiseOffer>(postTo('restaurants/give-franchise', owner, { ...FRANCHISE, ...fields }));
const createJob = (owner: Member, fields: Record<string, string> = {}) =>
  created<Job>(postTo('restaurants/job', owner, { ...JOB, ...fields }));
const createRequirement = (owner: Member, fields: Record<string, string> = {}) =>
  created<Requirement>(
    postTo('restaurants/requirement', owner, {
      title: 'Fresh paneer',
      description: 'Daily 20 kg',
      ...fields,
    }),
  );

async function eliteOwner(overrides: Record<string, unknown> = {}): Promise<Member> {
  const owner = await members.owner(overrides);
  await makeElite(api.app, http, owner);
  return owner;
}

const get = (path: string, as: Member, query: Record<string, unknown> = {}) =>
  http().get(`/api/${path}`).query(query).set(bearer(as));

describe('feeds', () => {
  const FEEDS = [
    'restaurants/sell-my-restaurant',
    'restaurants/restaurants',
    'restaurants/requirement',
    'mp/manpowers',
    'restaurants/job',
    'restaurants/give-franchise',
    'vendor/vendor',
  ];

  it.each(FEEDS)('%s pages newest first to last_page, open to a free member', async (path) => {
    const owner = await eliteOwner();
    await Promise.all([
      createSale(owner),
      createSale(owner),
      createFranchise(owner),
      createFranchise(owner),
      createJob(owner),
      createJob(owner),
      createRequirement(owner),
      createRequirement(owner),
      members.vendor(),
      members.manpower(),
    ]);
    const reader = await members.manpower();
    const query = { sort: 'id', order_by: 'desc', per_page: 50, scope: 'all' };
    const pageOf = async (page: number) =>
      (await get(path, reader, { ...query, page }).expect(200)).body.data as Page<{ id: number }>;
    const first = await pageOf(1);
    expect(first.total).toBeGreaterThanOrEqual(2);
    const ids = [...first.data.map((r) => r.id)];
    for (let page = 2; page <= first.last_page; page++)
      ids.push(...(await pageOf(page)).data.map((r) => r.id));
    expect(ids).toHaveLength(first.total);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    expect((await pageOf(first.last_page + 1)).data).toEqual([]);
    // Home cards: two per page.
    const cards = (await get(path, reader, { per_page: 2, page: 1 }).expect(200)).body.data as Page<unknown>;
    expect(cards.data).toHaveLength(2);
  });

  it('carry no contact fields of others’ sale listings and franchise offers; the owner does, an Elite reader reveals them', async () => {
    const owner = await eliteOwner();
    const sale = await createSale(owner);
    const offer = await createFranchise(owner);
    const reader = await members.vendor();
    const sales = (await get('restaurants/sell-my-restaurant', reader, { per_page: 50 }).expect(200)).body
      .data as Page<SaleListing>;
    const offers = (await get('restaurants/give-franchise', reader, { per_page: 50 }).expect(200)).body
      .data as Page<FranchiseOffer>;
    for (const row of [...sales.data, ...offers.data])
      expect(row).toMatchObject({ contact_name: null, contact_phone: null, contact_email: null });
    expect(sales.data.map((s) => s.id)).toContain(sale.id);

    const ownFeed = (await get('restaurants/sell-my-restaurant', owner, { per_page: 50 }).expect(200)).body
      .data as Page<SaleListing>;
    expect(ownFeed.data.find((s) => s.id === sale.id)).toMatchObject({ contact_phone: '9800000001' });
    const ownOffers = (await get('restaurants/give-franchise', owner, { scope: 'mine' }).expect(200)).body
      .data as Page<FranchiseOffer>;
    expect(ownOffers.data[0]).toMatchObject({ id: offer.id, contact_email: 'franchise@spiceroute.example' });

    // An Elite reader's detail carries no contact either: it is revealed on an explicit, recorded call
    // (issue 36, decision 210; marketplace-contacts.int-spec.ts covers each kind).
    await makeElite(api.app, http, reader);
    const detail = (await get(`restaurants/sell-my-restaurant/${sale.id}`, reader).expect(200)).body.data;
    expect(detail).toMatchObject({ contact_name: null, contact_phone: null, contact_access: 'reveal' });
    const revealed = await http().post(`/api/contacts/sale/${sale.id}`).set(bearer(reader)).expect(200);
    expect(revealed.body.data).toMatchObject({ name: 'Riya Shah', mobile_no: '9800000001' });
    const restaurant = (await get(`restaurants/restaurants/${owner.id}`, reader).expect(200)).body.data;
    expect(restaurant).toMatchObject({
      id: owner.id,
      mobile_no: null,
      email: null,
      address: null,
      gst_no: null,
    });
    const mine = (await get(`restaurants/restaurants/${owner.id}`, owner).expect(200)).body.data;
    expect(mine.email).toBe(owner.payload.email);
  });

  it('answer owners their own jobs and offers with scope=mine, and everyone’s with scope=all', async () => {
    const owner = await members.owner();
    const other = await members.owner();
    const offer = await createFranchise(other);
    const job = await createJob(other);
    const own = (await get('restaurants/give-franchise', owner, { per_page: 50, scope: 'mine' }).expect(200))
      .body.data;
    expect(own.data).toEqual([]);
    const all = (await get('restaurants/give-franchise', owner, { per_page: 50, scope: 'all' }).expect(200))
      .body.data as Page<FranchiseOffer>;
    expect(all.data.map((o) => o.id)).toContain(offer.id);
    const jobs = (await get('restaurants/job', owner, { per_page: 50, scope: 'all' }).expect(200)).body
      .data as Page<Job>;
    expect(jobs.data.map((j) => j.id)).toContain(job.id);
    await get('restaurants/job', owner, { scope: 'others' }).expect(422);
  });

  it('answer with a fixed number of queries, relation included', async () => {
    const owner = await eliteOwner();
    const reader = await members.vendor();
    await makeElite(api.app, http, reader);
    for (let i = 0; i < 3; i++) {
      const sale = await createSale(owner);
      const offer = await createFranchise(owner);
      await http()
        .post(`/api/restaurants/sell-my-restaurants/interested/${sale.id}`)
        .set(bearer(reader))
        .send({ is_intrested: 1 })
        .expect(200);
      await http()
        .post(`/api/restaurants/give-franchises/interested/${offer.id}`)
        .set(bearer(reader))
        .send({ is_intrested: 1 })
        .expect(200);
    }
    for (const path of ['restaurants/sell-my-restaurant', 'restaurants/give-franchise']) {
      const one = await counter.during(() => get(path, reader, { per_page: 1 }).expect(200));
      const three = await counter.during(() => get(path, reader, { per_page: 3 }).expect(200));
      expect(three.queries.length).toBe(one.queries.length);
      expect((three.result.body.data as Page<{ relation: number }>).data.map((r) => r.relation)).toEqual([
        1, 1, 1,
      ]);
    }
  });

  it('every feed, and the interests an owner received, page in a fixed number of queries', async () => {
    const owner = await eliteOwner();
    const reader = await members.vendor();
    await makeElite(api.app, http, reader);
    for (let i = 0; i < 3; i++) {
      await Promise.all([
        createJob(owner),
        createRequirement(owner),
        createFranchise(owner),
        members.vendor(),
        members.manpower(),
        members.owner(),
      ]);
      const sale = await createSale(owner);
      await http()
        .post(`/api/restaurants/sell-my-restaurants/interested/${sale.id}`)
        .set(bearer(reader))
        .send({ is_intrested: 1 })
        .expect(200);
    }
    const rows = async (path: string, as: Member, query: Record<string, unknown>) =>
      ((await get(path, as, query).expect(200)).body.data as Page<unknown>).data;
    for (const path of FEEDS) {
      const costs = await pageCosts(counter, (per_page, page) =>
        rows(path, reader, { per_page, page, scope: 'all' }),
      );
      expect({ path, costs }).toEqual({ path, costs: flatCosts(costs) });
    }
    const received = await pageCosts(counter, (per_page, page) =>
      rows('restaurants/received-interests', owner, { per_page, page }),
    );
    expect(received).toEqual(flatCosts(received));
  });
});

describe('read-more gate', () => {
  it.each([
    ['sell-my-restaurant', (o: Member) => createSale(o)],
    ['give-franchise', (o: Member) => createFranchise(o)],
    ['job', (o: Member) => createJob(o)],
    ['requirement', (o: Member) => createRequirement(o)],
    ['restaurants', async (o: Member) => ({ id: o.id })],
  ])(
    'restaurants/%s/{id}: 403 for a free member, open to the owner and after payment',
    async (kind, make) => {
      const owner = await eliteOwner();
      const listing = await make(owner);
      const path = `restaurants/${kind}/${listing.id}`;
      const reader = await members.vendor();
      const refused = await get(path, reader).expect(403);
      expect(refused.body).toMatchObject({ status_code: 403, message: SUBSCRIBE, data: null });
      await get(path, owner).expect(200);
      await makeElite(api.app, http, reader);
      expect((await get(path, reader).expect(200)).body.data.id).toBe(listing.id);
    },
  );

  it('opens a requirement to the vendor who quoted and a job to the professional who applied', async () => {
    const owner = await eliteOwner();
    const requirement = await createRequirement(owner);
    const job = await createJob(owner);
    const vendor = await members.vendor();
    const chef = await members.manpower();
    await get(`restaurants/requirement/${requirement.id}`, vendor).expect(403);
    await get(`restaurants/job/${job.id}`, chef).expect(403);
    await http()
      .post(`/api/vendor/vendors/interested/${requirement.id}`)
      .set(bearer(vendor))
      .send({ is_intrested: 1, mobile_no: '9811122233', rate: 100 })
      .expect(200);
    await http()
      .post(`/api/mp/manpowers/apply-now-job/${job.id}`)
      .set(bearer(chef))
      .send({ is_applied: 1 })
      .expect(200);
    expect(
      (await get(`restaurants/requirement/${requirement.id}`, vendor).expect(200)).body.data.relation,
    ).toBe(1);
    expect((await get(`restaurants/job/${job.id}`, chef).expect(200)).body.data.relation).toBe(1);
  });

  it('answers 404 before the gate for a missing or held listing', async () => {
    const reader = await members.vendor();
    await get('restaurants/sell-my-restaurant/999999999', reader).expect(404);
  });
});

describe('interest in sale listings and franchise offers', () => {
  it.each([
    ['sell-my-restaurants', 'sell-my-restaurant', (o: Member) => createSale(o)],
    ['give-franchises', 'give-franchise', (o: Member) => createFranchise(o)],
  ])(
    '%s: Elite only, once, not on one’s own; relation 1 and the owner sees who',
    async (route, detail, make) => {
      const owner = await eliteOwner();
      const listing = await make(owner);
      const chef = await members.manpower({ first_name: 'Karan', last_name: 'Joshi' });
      const interest = (as: Member, body: Record<string, unknown> = { is_intrested: 1 }) =>
        http().post(`/api/restaurants/${route}/interested/${listing.id}`).set(bearer(as)).send(body);

      expect((await interest(chef).expect(403)).body.message).toBe(SUBSCRIBE);
      await makeElite(api.app, http, chef);
      expect((await get(`restaurants/${detail}/${listing.id}`, chef).expect(200)).body.data.relation).toBe(0);
      const first = await interest(chef).expect(200);
      expect(first.body).toMatchObject({ message: MarketplaceMessages.interested, data: { relation: 1 } });
      await interest(chef).expect(200);
      expect((await get(`restaurants/${detail}/${listing.id}`, chef).expect(200)).body.data.relation).toBe(1);
      expect((await interest(chef, { is_intrested: 0 }).expect(422)).body.errors).toHaveProperty(
        'is_intrested',
      );
      expect((await interest(owner).expect(403)).body.message).toBe(MarketplaceMessages.ownListingInterest);
      await http()
        .post(`/api/restaurants/${route}/interested/999999999`)
        .set(bearer(chef))
        .send({ is_intrested: 1 })
        .expect(404);

      const received = (await get('restaurants/received-interests', owner).expect(200)).body
        .data as Page<ReceivedInterest>;
      expect(received.total).toBe(1);
      expect(received.data[0]).toMatchObject({
        listing_id: listing.id,
        user: { id: chef.id, full_name: 'Karan Joshi' },
      });
      expect(JSON.stringify(received.data[0])).not.toMatch(/email|mobile/);
      await get('restaurants/received-interests', chef).expect(403);

      // Deleting the listing takes its interests along.
      await http().delete(`/api/restaurants/${detail}/${listing.id}`).set(bearer(owner)).expect(200);
      expect((await get('restaurants/received-interests', owner).expect(200)).body.data.total).toBe(0);
    },
  );

  it('refuses interest in a held listing', async () => {
    const word = uniqueWord('bad');
    await watchWord(api.app, word);
    const owner = await eliteOwner();
    const held = await createSale(owner, { price_include_list: word });
    expect(held.is_held).toBe(1);
    const reader = await members.vendor();
    await makeElite(api.app, http, reader);
    await http()
      .post(`/api/restaurants/sell-my-restaurants/interested/${held.id}`)
      .set(bearer(reader))
      .send({ is_intrested: 1 })
      .expect(404);
  });
});

describe('promoted restaurants', () => {
  it('puts blue-tick owners first, then Elite, then the rest, most recently updated first, in fixed queries', async () => {
    const profile = (m: Member, name: string) =>
      form(http().post(`/api/users/${m.id}`).set(bearer(m)), { name, restaurant_type_id: '5' }).expect(200);
    const elite = await eliteOwner();
    const blue = await members.owner();
    const plainOld = await members.owner();
    const plainNew = await members.owner();
    await api.app.get(MemberDirectory).setBlueTick(blue.id, true);
    await profile(plainOld, 'Old Cafe');
    await profile(blue, 'Blue Cafe');
    await profile(elite, 'Elite Cafe');
    await profile(plainNew, 'New Cafe');
    const ours = [elite.id, blue.id, plainOld.id, plainNew.id];
    const promoted = (query: Record<string, unknown>) =>
      get('restaurants/promoterestaurants', plainOld, query);
    const page = (await promoted({ per_page: 50 }).expect(200)).body.data as Page<RestaurantCard>;
    expect(page.data.map((c) => c.id).filter((id) => ours.includes(id))).toEqual([
      blue.id,
      elite.id,
      plainNew.id,
      plainOld.id,
    ]);
    expect(page.data.find((c) => c.id === blue.id)).toMatchObject({ blue_tick: 1, restaurant_type: 'Cafe' });
    expect(JSON.stringify(page.data)).not.toMatch(/email|mobile/);
    const five = (await promoted({ per_page: 5, page: 1 }).expect(200)).body.data as Page<RestaurantCard>;
    expect(five.data.length).toBeLessThanOrEqual(5);
    expect(five.total).toBeLessThanOrEqual(100);
    const one = await counter.during(() => promoted({ per_page: 1 }).expect(200));
    const many = await counter.during(() => promoted({ per_page: 20 }).expect(200));
    // Candidates, which of them may be shown, which are Elite, the page's cards and its restaurant profiles.
    expect(one.queries.length).toBeLessThanOrEqual(5);
    expect(many.queries.length).toBeLessThanOrEqual(5);
  });
});

describe('global search: listings', () => {
  const search = async (as: Member, text: string): Promise<GlobalSearchResult> =>
    (await http().post('/api/global-search').set(bearer(as)).send({ search: text }).expect(200)).body.data;

  it('finds visible requirements, open jobs, franchise offers and sale listings by title, brand, type and place', async () => {
    const word = uniqueWord('Kesar');
    const owner = await eliteOwner();
    const requirement = await createRequirement(owner, { title: `${word} saffron supply` });
    const job = await createJob(owner, { title: `${word} chef` });
    const closed = await createJob(owner, { title: `${word} closed chef` });
    await form(http().post(`/api/restaurants/job/${closed.id}`).set(bearer(owner)), {
      is_closed: '1',
    }).expect(200);
    const offer = await createFranchise(owner, { brand_name: `${word} Express` });
    const sale = await createSale(owner, { restaurant_type_id: '1', restaurant_type: `${word} kitchen` });
    const reader = await members.manpower();

    const found = await search(reader, word);
    expect(found.listing.map((l) => `${l.user_type_text}:${l.id}`).sort()).toEqual(
      [
        `requirement:${requirement.id}`,
        `job:${job.id}`,
        `give_franchise:${offer.id}`,
        `sell_my_restaurant:${sale.id}`,
      ].sort(),
    );
    for (const listing of found.listing)
      expect(Object.keys(listing).sort()).toEqual(['id', 'place', 'title', 'user_type_text']);
    expect(
      found.listing.find((l) => l.id === offer.id && l.user_type_text === 'give_franchise'),
    ).toMatchObject({
      title: `${word} Express`,
      place: expect.stringContaining(','),
    });
    // Place names are searched too.
    const byPlace = await search(reader, `${word} Express ${offer.city?.name ?? ''}`);
    expect(byPlace.listing.map((l) => l.id)).toEqual([offer.id]);
    expect((await search(reader, `${word} nomatchword`)).listing).toEqual([]);

    // A held listing is not found.
    const bad = uniqueWord('bad');
    await watchWord(api.app, bad);
    const held = await createRequirement(owner, { title: `${word} ${bad}` });
    expect(held.is_held).toBe(1);
    expect((await search(reader, `${word} ${bad}`)).listing).toEqual([]);
  });

  type Plan = Array<{ type: string | null; key: string | null; Extra: string | null }>;
  const plan = async (q: { sql: string; parameters?: unknown[] }): Promise<Plan> =>
    api.db.query(`EXPLAIN ${q.sql}`, q.parameters);

  it('finds listings by the window’s words in memory in one statement; a rare word goes on to the tables', async () => {
    const word = uniqueWord('Tikka');
    await createFranchise(await members.owner(), { brand_name: `${word} House` });
    const search = api.app.get(ListingSearch);
    // The first search after a write reads it among the window's changes, then checks its candidates again.
    const first = await counter.during(() => search.search(word, 5));
    const { queries, result } = await counter.during(() => search.search(word, 5));
    expect(first.result).toEqual(result);
    expect(result).toHaveLength(1);
    expect(first.queries.length).toBe(queries.length + 1);
    // The candidates of every kind with their place names and the window's changes (one UNION ALL, no
    // FULLTEXT index); one match, fewer than five: the tables of the kinds that outgrow their window (none
    // here: the counters are conditions of that statement, so no table is read).
    expect(queries.length).toBe(2);
    expect(queries[0]!.sql).toMatch(/FROM listing_search_window w JOIN requirements t/);
    expect(queries[0]!.sql).not.toMatch(/MATCH\(/);
    const tables = await plan(queries[1]!);
    expect(tables.filter((row) => row.type === 'fulltext')).toEqual([]);
    expect(tables.filter((row) => /Impossible WHERE/.test(row.Extra ?? ''))).toHaveLength(4);
  });

  it('sees listings written since the last search by any process: new, edited, held and released', async () => {
    const word = uniqueWord('Jalebi');
    const other = uniqueWord('Imarti');
    const owner = await eliteOwner();
    const requirement = await createRequirement(owner, { title: `${word} counter` });
    const search = api.app.get(ListingSearch);
    const ids = async (text: string) => (await search.search(text, 5)).map((l) => l.id);
    expect(await ids(word)).toEqual([requirement.id]);
    // Written straight to the database, as another API process would: the next search knows.
    await api.db.query('UPDATE requirements SET title = ?, search_text = ? WHERE id = ?', [
      `${other} counter`,
      `${other} counter`,
      requirement.id,
    ]);
    expect(await ids(word)).toEqual([]);
    expect(await ids(other)).toEqual([requirement.id]);
    await api.db.query('UPDATE requirements SET held_at = NOW(3) WHERE id = ?', [requirement.id]);
    expect(await ids(other)).toEqual([]);
    await api.db.query('UPDATE requirements SET held_at = NULL WHERE id = ?', [requirement.id]);
    expect(await ids(other)).toEqual([requirement.id]);
  });

  describe('a word absent from the newest rows', () => {
    /** Makes the listings of `list` look more than their window holds, for the length of `run`. */
    async function outgrown<T>(lists: string[], run: () => Promise<T>): Promise<T> {
      await api.db.query('UPDATE marketplace_totals SET n = n + 100000 WHERE list IN (?)', [lists]);
      try {
        return await run();
      } finally {
        await api.db.query('UPDATE marketplace_totals SET n = n - 100000 WHERE list IN (?)', [lists]);
      }
    }
    const leaveWindow = (subject: string, id: number) =>
      api.db.query('DELETE FROM listing_search_window WHERE subject = ? AND id = ?', [subject, id]);

    it('finds an old listing in its table, the window and the tables in one statement, held and closed ones left out', async () => {
      const word = uniqueWord('Kulcha');
      const owner = await eliteOwner();
      const old = await createRequirement(owner, { title: `${word} ovens` });
      const oldJob = await createJob(owner, { title: `${word} baker` });
      const closed = await createJob(owner, { title: `${word} closed baker` });
      await form(http().post(`/api/restaurants/job/${closed.id}`).set(bearer(owner)), {
        is_closed: '1',
      }).expect(200);
      const bad = uniqueWord('bad');
      await watchWord(api.app, bad);
      const held = await createRequirement(owner, { title: `${word} ${bad}` });
      expect(held.is_held).toBe(1);
      for (const [subject, id] of [
        ['requirement', old.id],
        ['requirement', held.id],
        ['job', oldJob.id],
        ['job', closed.id],
      ] as const)
        await leaveWindow(subject, id);
      // Now only in their tables, as listings older than the window are.

      const search = api.app.get(ListingSearch);
      // A search of another word reads the window's changes first, so the counts below are the word's own.
      await search.search(uniqueWord('Other'), 5);
      const { queries, result, tables } = await outgrown(['requirements', 'jobs'], async () => {
        const run = await counter.during(() => search.search(word, 5));
        return { ...run, tables: await plan(run.queries[1]!) };
      });
      expect(result.map((l) => `${l.user_type_text}:${l.id}`).sort()).toEqual(
        [`requirement:${old.id}`, `job:${oldJob.id}`].sort(),
      );
      // The window's words (none), then the two outgrown tables in one statement, place names joined.
      expect(queries.length).toBe(2);
      expect(queries[1]!.sql).toMatch(/FROM requirements t[\s\S]*UNION ALL[\s\S]*FROM jobs t/);
      const fulltext = tables.filter((row) => row.type === 'fulltext').map((row) => row.key);
      expect(fulltext.sort()).toEqual(['ft_jobs_search', 'ft_requirements_search']);

      // A kind whose table fits its window is not asked: the same listings are not found.
      const fitting = await counter.during(() => search.search(word, 5));
      expect(fitting.result).toEqual([]);
      expect(fitting.queries.length).toBe(2);
    });
  });

  it('ranks a common word’s newest listings (title words first, then newest) in one query', async () => {
    const word = uniqueWord('Masala');
    const owner = await eliteOwner();
    const inTitle = await createRequirement(owner, { title: `${word} powder` });
    const others: number[] = [];
    for (let i = 0; i < 5; i++)
      others.push(
        (await createFranchise(owner, { brand_name: `Spice ${i}`, company_name: `${word} Foods` })).id,
      );
    await api.app.get(ListingSearch).search(word, 5);
    const { queries, result } = await counter.during(() => api.app.get(ListingSearch).search(word, 5));
    expect(result.map((l) => `${l.user_type_text}:${l.id}`)).toEqual([
      `requirement:${inTitle.id}`,
      ...others
        .slice(1)
        .reverse()
        .map((id) => `give_franchise:${id}`),
    ]);
    // The candidates with their place names, and the window's changes: one statement.
    expect(queries.length).toBe(1);
  });
});
