import { type Page, type ReceivedQuote, type Requirement, MarketplaceMessages } from '@app/contracts';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { ModerationService } from '../src/modules/moderation';
import { ModerationSubjectsService } from '../src/modules/moderation/moderation-subjects';
import { useTestApi } from './support/api';
import { form, makeElite, memberMaker, watchWord } from './support/marketplace';
import { QueryCounter } from './support/query-counter';
import { download, type Member, photo, uniqueWord } from './support/social';
import { bearer } from './support/accounts';

const api = useTestApi();
const { http, outbox } = api;
let counter: QueryCounter;
let members: ReturnType<typeof memberMaker>;

beforeAll(() => {
  counter = QueryCounter.install(api.app);
  members = memberMaker(http, outbox);
});

const eliteOwner = async (overrides: Record<string, unknown> = {}) => {
  const owner = await members.owner(overrides);
  await makeElite(api.app, http, owner);
  return owner;
};

const post = (
  owner: Member,
  fields: Record<string, string | undefined>,
  files: Array<[string, Buffer]> = [],
) => form(http().post('/api/restaurants/requirement').set(bearer(owner)), fields, files);

async function createRequirement(owner: Member, fields: Record<string, string> = {}): Promise<Requirement> {
  const res = await post(owner, {
    title: 'Need 20 kg paneer daily',
    description: 'Fresh paneer, delivered by 7 am.',
    ...fields,
  });
  if (res.status !== 201)
    throw new Error(`requirement not created: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as Requirement;
}

const mine = async (owner: Member, query: Record<string, unknown> = {}): Promise<Page<Requirement>> =>
  (await http().get('/api/restaurants/my-requirements').query(query).set(bearer(owner)).expect(200)).body
    .data;

const quote = (vendor: Member, id: number, body: Record<string, unknown>) =>
  http().post(`/api/vendor/vendors/interested/${id}`).set(bearer(vendor)).send(body);

describe('posting a requirement', () => {
  it('refuses an owner without Elite with the seed’s 403, and accepts the same owner once Elite', async () => {
    const owner = await members.owner();
    const refused = await post(owner, { title: 'Tandoor', description: 'Clay tandoor needed' }).expect(403);
    expect(refused.body).toMatchObject({
      status_code: 403,
      message: 'You need to subscribe to acceess this facility',
      data: null,
    });
    expect((await mine(owner)).total).toBe(0);

    await makeElite(api.app, http, owner);
    expect((await http().get('/api/user').set(bearer(owner)).expect(200)).body.data.is_subscribed).toBe(1);
    const res = await post(owner, { title: 'Tandoor', description: 'Clay tandoor needed' }, [
      ['photo', await photo(3000, 2000)],
    ]).expect(201);
    expect(res.body).toMatchObject({ status_code: 201, message: MarketplaceMessages.requirementCreated });
    const requirement = res.body.data as Requirement;
    expect(requirement).toMatchObject({
      title: 'Tandoor',
      description: 'Clay tandoor needed',
      is_held: 0,
      quotes_count: 0,
      restaurant: {
        user_id: owner.id,
        name: 'Asha Patel',
        business_name: 'Spice Route',
        mobile_no: '9876543210',
      },
    });
    expect(requirement.photo).toMatch(/\/api\/files\/marketplace\/requirement\/\d+\/[0-9a-f]{24}\.jpg$/);
    const stored = await download(http, requirement.photo!);
    expect(stored).toMatchObject({ status: 200, type: 'image/jpeg' });
  });

  it('is for restaurant owners only (403 for vendors and manpower, even when Elite)', async () => {
    const vendor = await members.vendor();
    await makeElite(api.app, http, vendor);
    const res = await post(vendor, { title: 'x', description: 'y' }).expect(403);
    expect(res.body.message).toBe(MarketplaceMessages.ownersOnly);
    await http().get('/api/restaurants/my-requirements').set(bearer(vendor)).expect(403);
    await http()
      .get('/api/restaurants/received-interested-requirements')
      .set(bearer(await members.manpower()))
      .expect(403);
    await http().get('/api/restaurants/my-requirements').expect(401);
  });

  it.each([
    ['title', { description: 'd' }, 'The title field is required.'],
    ['title', { title: '   ', description: 'd' }, 'The title field is required.'],
    [
      'title',
      { title: 'x'.repeat(192), description: 'd' },
      'The title may not be greater than 191 characters.',
    ],
    ['description', { title: 't' }, 'The description field is required.'],
    [
      'description',
      { title: 't', description: 'x'.repeat(5001) },
      'The description may not be greater than 5000 characters.',
    ],
  ])('answers 422 on %s (case %#)', async (field, fields, message) => {
    const owner = await eliteOwner();
    const res = await post(owner, fields as Record<string, string>).expect(422);
    expect(res.body.errors[field]).toContain(message);
    expect((await mine(owner)).total).toBe(0);
  });

  it('refuses a photo that is not an image (by content), a second photo, and files under other names', async () => {
    const owner = await eliteOwner();
    const fake = await post(owner, { title: 't', description: 'd' }, [
      ['photo', Buffer.from('%PDF-1.4 not an image')],
    ]).expect(422);
    expect(fake.body.errors).toEqual({ photo: ['The file must be an image (JPEG, PNG, WebP or GIF).'] });
    const two = await post(owner, { title: 't', description: 'd' }, [
      ['photo', await photo(20, 20)],
      ['photo', await photo(20, 20)],
    ]).expect(422);
    expect(two.body.errors).toHaveProperty('photo');
    const other = await post(owner, { title: 't', description: 'd' }, [
      ['avatar', await photo(20, 20)],
    ]).expect(422);
    expect(other.body.errors).toHaveProperty('avatar');
    expect((await mine(owner)).total).toBe(0);
  });
});

describe('editing and deleting a requirement', () => {
  it('lets the owner edit and replace the photo; others get 403, unknown ids 404, deleted ones 404', async () => {
    const owner = await eliteOwner();
    const other = await eliteOwner();
    const requirement = await createRequirement(owner);

    await form(http().post(`/api/restaurants/requirement/${requirement.id}`).set(bearer(other)), {
      title: 'Hijack',
    }).expect(403);
    await http().delete(`/api/restaurants/requirement/${requirement.id}`).set(bearer(other)).expect(403);
    await form(http().post('/api/restaurants/requirement/99999999').set(bearer(owner)), {
      title: 'x',
    }).expect(404);

    const edited = await form(
      http().post(`/api/restaurants/requirement/${requirement.id}`).set(bearer(owner)),
      { title: 'Need 30 kg paneer daily' },
      [['photo', await photo(200, 200)]],
    ).expect(200);
    expect(edited.body).toMatchObject({
      message: MarketplaceMessages.requirementUpdated,
      data: { title: 'Need 30 kg paneer daily', description: 'Fresh paneer, delivered by 7 am.' },
    });
    const firstPhoto = edited.body.data.photo as string;
    const replaced = await form(
      http().post(`/api/restaurants/requirement/${requirement.id}`).set(bearer(owner)),
      {},
      [['photo', await photo(300, 200)]],
    ).expect(200);
    expect(replaced.body.data.photo).not.toBe(firstPhoto);
    expect((await download(http, firstPhoto)).status).toBe(404);
    const blank = await form(
      http().post(`/api/restaurants/requirement/${requirement.id}`).set(bearer(owner)),
      { title: ' ' },
    ).expect(422);
    expect(blank.body.errors.title).toBeDefined();

    const removed = await http()
      .delete(`/api/restaurants/requirement/${requirement.id}`)
      .set(bearer(owner))
      .expect(200);
    expect(removed.body.message).toBe('Record(s) has been deleted successfully');
    await http().get(`/api/restaurants/requirement/${requirement.id}`).set(bearer(owner)).expect(404);
    await http().delete(`/api/restaurants/requirement/${requirement.id}`).set(bearer(owner)).expect(404);
    expect((await mine(owner)).total).toBe(0);
  });

  it('needs Elite to edit but not to delete', async () => {
    const owner = await eliteOwner();
    const requirement = await createRequirement(owner);
    const other = await members.owner();
    await form(http().post(`/api/restaurants/requirement/${requirement.id}`).set(bearer(other)), {
      title: 'x',
    }).expect(403);
    // The owner's subscription ends: edits are refused, deletion still works.
    await api.app
      .get(DataSource)
      .query('UPDATE subscriptions SET ends_at = NOW(3) - INTERVAL 1 DAY WHERE user_id = ?', [owner.id]);
    expect((await http().get('/api/user').set(bearer(owner)).expect(200)).body.data.is_subscribed).toBe(0);
    const refused = await form(
      http().post(`/api/restaurants/requirement/${requirement.id}`).set(bearer(owner)),
      { title: 'x' },
    ).expect(403);
    expect(refused.body.message).toBe(MarketplaceMessages.subscribeToAccess);
    await http().delete(`/api/restaurants/requirement/${requirement.id}`).set(bearer(owner)).expect(200);
  });
});

describe('listing requirements', () => {
  it('pages the owner’s requirements newest first to last_page, with a fixed number of queries', async () => {
    const owner = await eliteOwner();
    const created: Requirement[] = [];
    for (let i = 1; i <= 5; i++) created.push(await createRequirement(owner, { title: `Requirement ${i}` }));
    const first = await mine(owner, { sort: 'id', order_by: 'desc', page: 1, per_page: 2 });
    expect(first).toMatchObject({ current_page: 1, per_page: 2, total: 5, last_page: 3 });
    expect(first.data.map((r) => r.title)).toEqual(['Requirement 5', 'Requirement 4']);
    const last = await mine(owner, { page: 3, per_page: 2 });
    expect(last.data.map((r) => r.title)).toEqual(['Requirement 1']);
    expect((await mine(owner, { page: 4, per_page: 2 })).data).toEqual([]);
    const asc = await mine(owner, { order_by: 'asc', per_page: 2 });
    expect(asc.data.map((r) => r.title)).toEqual(['Requirement 1', 'Requirement 2']);
    await http()
      .get('/api/restaurants/my-requirements')
      .query({ per_page: 51 })
      .set(bearer(owner))
      .expect(422);
    await http()
      .get('/api/restaurants/my-requirements')
      .query({ sort: 'title' })
      .set(bearer(owner))
      .expect(422);

    const small = await counter.during(() => mine(owner, { per_page: 1 }));
    const large = await counter.during(() => mine(owner, { per_page: 5 }));
    expect(large.queries.length).toBe(small.queries.length);
    // The page, its count, photos, owners, the caller's quotes, contact rule, and the trade categories'
    // names (decision 300).
    expect(large.queries.length).toBeLessThanOrEqual(9);
  });

  it('shows everyone’s requirements to vendors without the owner’s contact details', async () => {
    const owner = await eliteOwner();
    const requirement = await createRequirement(owner, { title: uniqueWord('req') });
    const vendor = await members.vendor();
    const feed = (
      await http().get('/api/vendor/requirements').query({ per_page: 50 }).set(bearer(vendor)).expect(200)
    ).body.data as Page<Requirement>;
    const seen = feed.data.find((r) => r.id === requirement.id)!;
    expect(seen.restaurant).toMatchObject({ user_id: owner.id, mobile_no: null, email: null });
    expect(seen.quotes_count).toBe(0);
    // Read-more is for Elite members (decision 115).
    await http().get(`/api/restaurants/requirement/${requirement.id}`).set(bearer(vendor)).expect(403);
    await makeElite(api.app, http, vendor);
    const one = (
      await http().get(`/api/restaurants/requirement/${requirement.id}`).set(bearer(vendor)).expect(200)
    ).body.data;
    expect(one.restaurant.mobile_no).toBeNull();
    await http().get('/api/vendor/requirements').set(bearer(owner)).expect(403);
  });
});

describe('quotes', () => {
  it('lets a vendor quote (once, a second quote replaces it) and shows the owner the quote with the vendor’s mobile', async () => {
    const owner = await eliteOwner();
    const requirement = await createRequirement(owner);
    const vendor = await members.vendor({ first_name: 'Vikram', last_name: 'Patel' });
    const res = await quote(vendor, requirement.id, {
      is_intrested: 1,
      mobile_no: '9811122233',
      rate: '450.50',
      remark: 'Daily delivery',
    }).expect(200);
    expect(res.body).toMatchObject({
      status_code: 200,
      message: 'Interested Success.',
      data: { mobile_no: '9811122233', rate: 450.5, remark: 'Daily delivery' },
    });
    await quote(vendor, requirement.id, {
      is_intrested: '1',
      mobile_no: '9811122233',
      rate: 440,
      remark: 'Better rate',
    }).expect(200);

    const received = (
      await http().get('/api/restaurants/received-interested-requirements').set(bearer(owner)).expect(200)
    ).body.data as Page<ReceivedQuote>;
    expect(received.total).toBe(1);
    expect(received.data[0]).toMatchObject({
      id: requirement.id,
      title: requirement.title,
      user: { id: vendor.id, name: 'Vikram Patel' },
      vendor_interest: { mobile_no: '9811122233', rate: 440, remark: 'Better rate' },
    });
    const again = (
      await http().get(`/api/restaurants/requirement/${requirement.id}`).set(bearer(vendor)).expect(200)
    ).body.data;
    expect(again.relation).toBe(1);
    const own = (await mine(owner)).data[0]!;
    expect(own.quotes_count).toBe(1);
  });

  it.each([
    ['mobile_no', { is_intrested: 1, rate: 10 }],
    ['mobile_no', { is_intrested: 1, rate: 10, mobile_no: 'call me' }],
    ['rate', { is_intrested: 1, mobile_no: '9811122233' }],
    ['rate', { is_intrested: 1, mobile_no: '9811122233', rate: -5 }],
    ['rate', { is_intrested: 1, mobile_no: '9811122233', rate: '10.555' }],
    ['is_intrested', { mobile_no: '9811122233', rate: 10 }],
    ['is_intrested', { is_intrested: 0, mobile_no: '9811122233', rate: 10 }],
    ['remark', { is_intrested: 1, mobile_no: '9811122233', rate: 10, remark: 'x'.repeat(1001) }],
  ])('answers 422 on %s (case %#)', async (field, body) => {
    const owner = await eliteOwner();
    const requirement = await createRequirement(owner);
    const res = await quote(await members.vendor(), requirement.id, body).expect(422);
    expect(res.body.errors).toHaveProperty(field);
  });

  it('is for vendors only, never on one’s own or an unknown requirement', async () => {
    const owner = await eliteOwner();
    const requirement = await createRequirement(owner);
    const body = { is_intrested: 1, mobile_no: '9811122233', rate: 10 };
    const byOwner = await quote(owner, requirement.id, body).expect(403);
    expect(byOwner.body.message).toBe(MarketplaceMessages.vendorsOnly);
    await quote(await members.manpower(), requirement.id, body).expect(403);
    await quote(await members.vendor(), 99999999, body).expect(404);
  });

  it('pages received quotes with a fixed number of queries', async () => {
    const owner = await eliteOwner();
    const requirement = await createRequirement(owner);
    for (let i = 0; i < 3; i++)
      await quote(await members.vendor(), requirement.id, {
        is_intrested: 1,
        mobile_no: '9811122233',
        rate: 100 + i,
      }).expect(200);
    const get = (per_page: number) =>
      http()
        .get('/api/restaurants/received-interested-requirements')
        .query({ per_page })
        .set(bearer(owner))
        .expect(200);
    const page = (await get(2)).body.data as Page<ReceivedQuote>;
    expect(page).toMatchObject({ total: 3, last_page: 2 });
    expect(page.data.map((q) => q.vendor_interest.rate)).toEqual([102, 101]);
    const one = await counter.during(() => get(1));
    const three = await counter.during(() => get(3));
    expect(three.queries.length).toBe(one.queries.length);
  });
});

describe('moderation', () => {
  it('holds a requirement with a watched word: only its owner sees it, vendors cannot quote on it', async () => {
    const word = uniqueWord('bad');
    await watchWord(api.app, word);
    const owner = await eliteOwner();
    const held = await createRequirement(owner, {
      title: 'Need supplies',
      description: `Ask for ${word} please`,
    });
    expect(held.is_held).toBe(1);
    const vendor = await members.vendor();
    await http().get(`/api/restaurants/requirement/${held.id}`).set(bearer(vendor)).expect(404);
    const feed = (
      await http().get('/api/restaurants/requirement').query({ per_page: 50 }).set(bearer(vendor)).expect(200)
    ).body.data as Page<Requirement>;
    expect(feed.data.map((r) => r.id)).not.toContain(held.id);
    await quote(vendor, held.id, { is_intrested: 1, mobile_no: '9811122233', rate: 10 }).expect(404);
    expect(
      (await http().get(`/api/restaurants/requirement/${held.id}`).set(bearer(owner)).expect(200)).body.data
        .is_held,
    ).toBe(1);

    // An edit that adds a watched word holds a published requirement too.
    const clean = await createRequirement(owner);
    expect(clean.is_held).toBe(0);
    await form(http().post(`/api/restaurants/requirement/${clean.id}`).set(bearer(owner)), {
      description: `now ${word}`,
    }).expect(200);
    await http().get(`/api/restaurants/requirement/${clean.id}`).set(bearer(vendor)).expect(404);
  });

  it('holds a requirement whose photo staff blocked before, and shows it again once staff release it', async () => {
    // A picture with structure (a flat one cannot be blocked), different at each run.
    const seed = Date.now() % 997;
    const circles = Array.from(
      { length: 6 },
      (_, i) =>
        `<circle cx="${(seed * 13 + i * 97) % 640}" cy="${(seed * 29 + i * 53) % 480}" r="${40 + ((seed + i * 31) % 90)}" fill="#${(((seed + i) * 2654435761) % 0xffffff).toString(16).padStart(6, '0')}"/>`,
    ).join('');
    const blocked = await sharp(
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><rect width="640" height="480" fill="#5a6b7c"/>${circles}</svg>`,
      ),
    )
      .jpeg({ quality: 90 })
      .toBuffer();
    await api.app.get(ModerationService).blockImage(blocked, 'removed by staff');
    const owner = await eliteOwner();
    const res = await post(owner, { title: 'Menu boards', description: 'Printed menu boards' }, [
      ['photo', blocked],
    ]).expect(201);
    const requirement = res.body.data as Requirement;
    expect(requirement.is_held).toBe(1);
    const vendor = await members.vendor();
    await makeElite(api.app, http, vendor);
    await http().get(`/api/restaurants/requirement/${requirement.id}`).set(bearer(vendor)).expect(404);

    await api.app.get(ModerationSubjectsService).get('requirement')!.release(requirement.id);
    const released = await http()
      .get(`/api/restaurants/requirement/${requirement.id}`)
      .set(bearer(vendor))
      .expect(200);
    expect(released.body.data.is_held).toBe(0);
  });

  it('takes members’ reports of a requirement', async () => {
    const owner = await eliteOwner();
    const requirement = await createRequirement(owner);
    const vendor = await members.vendor();
    const res = await http()
      .post('/api/reports')
      .set(bearer(vendor))
      .send({ subject_type: 'requirement', subject_id: requirement.id, reason: 'spam' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ subject_type: 'requirement', subject_id: requirement.id });
  });
});
