import {
  type ComparedQuote,
  MarketplaceMessages,
  type Page,
  type Requirement,
  VendorMessages,
} from '@app/contracts';
import { MemberDirectory } from '../src/modules/members';
import { useTestApi } from './support/api';
import { form, makeElite, memberMaker } from './support/marketplace';
import { QueryCounter } from './support/query-counter';
import { type Member, uniqueWord } from './support/social';
import { bearer } from './support/accounts';

const api = useTestApi();
const { http, outbox } = api;
let counter: QueryCounter;
let members: ReturnType<typeof memberMaker>;

beforeAll(() => {
  counter = QueryCounter.install(api.app);
  members = memberMaker(http, outbox);
});

interface Notice {
  subject: string;
  heading: string;
  paragraphs: string[];
}

const eliteOwner = async (overrides: Record<string, unknown> = {}) => {
  const owner = await members.owner(overrides);
  await makeElite(api.app, http, owner);
  return owner;
};

async function createRequirement(owner: Member, title = uniqueWord('req')): Promise<Requirement> {
  const res = await form(http().post('/api/restaurants/requirement').set(bearer(owner)), {
    title,
    description: 'Fresh paneer, delivered by 7 am.',
  });
  if (res.status !== 201) throw new Error(`requirement not created: ${res.status}`);
  return res.body.data as Requirement;
}

const quote = (vendor: Member, id: number, rate: number | string, remark = 'Delivered daily') =>
  http()
    .post(`/api/vendor/vendors/interested/${id}`)
    .set(bearer(vendor))
    .send({ is_intrested: 1, mobile_no: '9844400001', rate, remark });

const compare = (owner: Member, id: number, query: Record<string, unknown> = {}) =>
  http().get(`/api/restaurants/requirement/${id}/quotes`).query(query).set(bearer(owner));

const accept = (owner: Member, id: number, quoteId: number) =>
  http().post(`/api/restaurants/requirement/${id}/accept-quote/${quoteId}`).set(bearer(owner));

const vendorRequirements = async (vendor: Member): Promise<Page<Requirement>> =>
  (await http().get('/api/vendor/requirements').query({ per_page: 50 }).set(bearer(vendor)).expect(200)).body
    .data;

describe('Requirements by Restaurant Owners: the owner’s contact details', () => {
  it('shows a vendor the owner’s name and business name always, mobile and e-mail only once they quoted', async () => {
    const owner = await eliteOwner({ mobile_no: '9855500001', business_name: 'Shah Thali House' });
    const requirement = await createRequirement(owner);
    const vendor = await members.vendor();
    const other = await members.vendor();

    const before = (await vendorRequirements(vendor)).data.find((r) => r.id === requirement.id)!;
    expect(before.restaurant).toMatchObject({
      user_id: owner.id,
      name: 'Asha Patel',
      business_name: 'Shah Thali House',
      mobile_no: null,
      email: null,
    });
    expect(before.relation).toBe(0);

    await quote(vendor, requirement.id, 380).expect(200);
    const after = (await vendorRequirements(vendor)).data.find((r) => r.id === requirement.id)!;
    expect(after.relation).toBe(1);
    expect(after.restaurant.mobile_no).toBe('9855500001');
    expect(after.restaurant.email).toBe(owner.payload.email);
    const single = (
      await http().get(`/api/restaurants/requirement/${requirement.id}`).set(bearer(vendor)).expect(200)
    ).body.data as Requirement;
    expect(single.restaurant).toMatchObject({ mobile_no: '9855500001', email: owner.payload.email });

    // A vendor who has not quoted still sees neither field, on the list and on the requirement.
    const notQuoted = (await vendorRequirements(other)).data.find((r) => r.id === requirement.id)!;
    expect(notQuoted.restaurant.mobile_no).toBeNull();
    expect(notQuoted.restaurant.email).toBeNull();
    // The read-more detail is for Elite members (decision 115).
    await http().get(`/api/restaurants/requirement/${requirement.id}`).set(bearer(other)).expect(403);
    await makeElite(api.app, http, other);
    const otherSingle = (
      await http().get(`/api/restaurants/requirement/${requirement.id}`).set(bearer(other)).expect(200)
    ).body.data as Requirement;
    expect(otherSingle.restaurant).toMatchObject({ mobile_no: null, email: null });
  });

  it('answers the vendors’ list in a fixed number of queries, quoted rows or not', async () => {
    const owner = await eliteOwner();
    const vendor = await members.vendor();
    for (let i = 0; i < 3; i++) await quote(vendor, (await createRequirement(owner)).id, 100 + i).expect(200);
    const get = (per_page: number) =>
      http().get('/api/vendor/requirements').query({ per_page }).set(bearer(vendor)).expect(200);
    const one = await counter.during(() => get(1));
    const three = await counter.during(() => get(3));
    expect(three.queries.length).toBe(one.queries.length);
  });
});

describe('quote mails to the owner', () => {
  it('mails the owner for each vendor’s first quote on a requirement, not for a changed quote', async () => {
    const owner = await eliteOwner();
    const requirement = await createRequirement(owner);
    const vendor = await members.vendor({ first_name: 'Vikram', last_name: 'Patel' });
    await quote(vendor, requirement.id, '380.5').expect(200);
    const mail = await outbox.last<Notice>(owner.payload.email, 'notice');
    expect(mail?.subject).toBe(`New quote for your requirement "${requirement.title}"`);
    expect(mail?.paragraphs.join(' ')).toContain('Vikram Patel (Fresh Supplies) quoted Rs. 380.5');
    expect(mail?.paragraphs.join(' ')).toContain(`/RecievedQuote/${requirement.id}`);
    await quote(vendor, requirement.id, 360).expect(200);
    expect(await outbox.count(owner.payload.email, 'notice')).toBe(1);
    await quote(await members.vendor(), requirement.id, 400).expect(200);
    expect(await outbox.count(owner.payload.email, 'notice')).toBe(2);
  });
});

describe('quote comparison', () => {
  async function quotedRequirement() {
    const owner = await eliteOwner();
    const requirement = await createRequirement(owner);
    const plain = await members.vendor({ first_name: 'Plain', business_name: 'Plain Foods' });
    const elite = await members.vendor({ first_name: 'Elite', business_name: 'Elite Dairy' });
    await makeElite(api.app, http, elite);
    const blue = await members.vendor({ first_name: 'Blue', business_name: 'Blue Farms' });
    await api.app.get(MemberDirectory).setBlueTick(blue.id, true);
    await quote(plain, requirement.id, 500, 'Weekly billing').expect(200);
    await quote(elite, requirement.id, '350.5', 'Free trial').expect(200);
    await quote(blue, requirement.id, 420, 'Organic').expect(200);
    return { owner, requirement, plain, elite, blue };
  }

  it('puts the quotes side by side, cheapest first, with the vendors’ blue-tick and Elite flags', async () => {
    const { owner, requirement, plain, elite, blue } = await quotedRequirement();
    const res = await compare(owner, requirement.id).expect(200);
    const page = res.body.data as Page<ComparedQuote>;
    expect(page).toMatchObject({ total: 3, last_page: 1, current_page: 1 });
    expect(page.data.map((q) => q.rate)).toEqual([350.5, 420, 500]);
    expect(page.data[0]).toEqual({
      id: expect.any(Number),
      rate: 350.5,
      remark: 'Free trial',
      mobile_no: '9844400001',
      updated_at: expect.any(String),
      is_accepted: 0,
      vendor: {
        id: elite.id,
        name: 'Elite Patel',
        business_name: 'Elite Dairy',
        photo: null,
        blue_tick: 0,
        is_elite: 1,
      },
    });
    expect(page.data[1]!.vendor).toMatchObject({ id: blue.id, blue_tick: 1, is_elite: 0 });
    expect(page.data[2]!.vendor).toMatchObject({ id: plain.id, blue_tick: 0, is_elite: 0 });
    // The vendors' own e-mail addresses are not part of it.
    expect(JSON.stringify(page)).not.toContain(plain.payload.email);

    const desc = (await compare(owner, requirement.id, { order_by: 'desc' }).expect(200)).body.data;
    expect(desc.data.map((q: ComparedQuote) => q.rate)).toEqual([500, 420, 350.5]);
    const byId = (await compare(owner, requirement.id, { sort: 'id', order_by: 'asc' }).expect(200)).body
      .data;
    expect(byId.data.map((q: ComparedQuote) => q.vendor.id)).toEqual([plain.id, elite.id, blue.id]);
    const paged = (await compare(owner, requirement.id, { per_page: 2, page: 2 }).expect(200)).body.data;
    expect(paged).toMatchObject({ last_page: 2, data: [{ rate: 500 }] });
  });

  it('is for the requirement’s owner only, with a valid sort', async () => {
    const { owner, requirement, plain } = await quotedRequirement();
    const other = await compare(await members.owner(), requirement.id).expect(403);
    expect(other.body.message).toBe(MarketplaceMessages.notYours);
    const vendor = await compare(plain, requirement.id).expect(403);
    expect(vendor.body.message).toBe(MarketplaceMessages.ownersOnly);
    await compare(owner, 4_000_000_000).expect(404);
    expect((await compare(owner, requirement.id, { sort: 'price' }).expect(422)).body.errors).toHaveProperty(
      'sort',
    );
    expect((await compare(owner, requirement.id, { order_by: 'up' }).expect(422)).body.errors).toHaveProperty(
      'order_by',
    );
    await http().get(`/api/restaurants/requirement/${requirement.id}/quotes`).expect(401);
  });

  it('answers in a fixed number of queries whatever the number of quotes', async () => {
    const { owner, requirement } = await quotedRequirement();
    const one = await counter.during(() => compare(owner, requirement.id, { per_page: 1 }).expect(200));
    const three = await counter.during(() => compare(owner, requirement.id, { per_page: 3 }).expect(200));
    expect(three.queries.length).toBe(one.queries.length);
    expect(three.queries.length).toBeLessThanOrEqual(8);
  });

  it('accepts one quote: the vendor gets a mail, the others hear it went elsewhere; once only', async () => {
    const { owner, requirement, plain, elite, blue } = await quotedRequirement();
    const quotes = (await compare(owner, requirement.id).expect(200)).body.data.data as ComparedQuote[];
    const chosen = quotes.find((q) => q.vendor.id === blue.id)!;

    const res = await accept(owner, requirement.id, chosen.id).expect(200);
    expect(res.body).toMatchObject({
      status_code: 200,
      message: VendorMessages.quoteAccepted,
      data: { requirement_id: requirement.id, accepted_quote_id: chosen.id },
    });
    const after = (await compare(owner, requirement.id).expect(200)).body.data.data as ComparedQuote[];
    expect(after.map((q) => [q.vendor.id, q.is_accepted])).toEqual([
      [elite.id, 0],
      [blue.id, 1],
      [plain.id, 0],
    ]);

    const won = await outbox.last<Notice>(blue.payload.email, 'notice');
    expect(won?.subject).toBe(`Your quote for "${requirement.title}" was accepted`);
    for (const loser of [plain, elite]) {
      const lost = await outbox.last<Notice>(loser.payload.email, 'notice');
      expect(lost?.subject).toBe(`The requirement "${requirement.title}" was awarded to another vendor`);
    }

    // Again: the same answer, no second mail.
    await accept(owner, requirement.id, chosen.id).expect(200);
    expect(await outbox.count(blue.payload.email, 'notice')).toBe(1);
    expect(await outbox.count(plain.payload.email, 'notice')).toBe(1);

    // Another quote once one is accepted: refused; no more quotes either.
    const otherQuote = quotes.find((q) => q.vendor.id === plain.id)!;
    const conflict = await accept(owner, requirement.id, otherQuote.id).expect(409);
    expect(conflict.body.message).toBe(VendorMessages.alreadyAwarded);
    const late = await quote(await members.vendor(), requirement.id, 300).expect(409);
    expect(late.body.message).toBe(VendorMessages.awardedNoQuotes);
  });

  it('lets only the requirement’s owner accept, and only a quote of that requirement', async () => {
    const { owner, requirement, plain } = await quotedRequirement();
    const quotes = (await compare(owner, requirement.id).expect(200)).body.data.data as ComparedQuote[];
    const other = await accept(await members.owner(), requirement.id, quotes[0]!.id).expect(403);
    expect(other.body.message).toBe(MarketplaceMessages.notYours);
    await accept(plain, requirement.id, quotes[0]!.id).expect(403);
    const elsewhere = await quotedRequirement();
    const foreign = (await compare(elsewhere.owner, elsewhere.requirement.id).expect(200)).body.data
      .data[0] as ComparedQuote;
    const missing = await accept(owner, requirement.id, foreign.id).expect(404);
    expect(missing.body.message).toBe(VendorMessages.quoteNotFound);
    await accept(owner, 4_000_000_000, quotes[0]!.id).expect(404);
    expect((await accept(owner, requirement.id, 0).expect(422)).body.errors).toHaveProperty('quoteId');
    expect(
      ((await compare(owner, requirement.id).expect(200)).body.data.data as ComparedQuote[]).every(
        (q) => q.is_accepted === 0,
      ),
    ).toBe(true);
  });
});
