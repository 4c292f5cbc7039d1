import type {
  Page,
  Requirement,
  RequirementLead,
  StaffTradeCategory,
  TradeCategory,
  VendorProfile,
} from '@app/contracts';
import { getQueueToken } from '@nestjs/bullmq';
import type { Job, Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { QueueName } from '../src/core/queue/queue-names';
import { LeadDigestService } from '../src/modules/marketplace/leads/lead-digest';
import { LeadRoutingService } from '../src/modules/marketplace/leads/lead-routing';
import { MemberRestrictionsService } from '../src/modules/moderation/member-restrictions.service';
import { ModerationSubjectsService } from '../src/modules/moderation/moderation-subjects';
import type { NotifyJobData } from '../src/modules/notifications/notifications.types';
import { MemberDataPartsService } from '../src/core/member-data/member-data-parts';
import { useTestApi } from './support/api';
import { bearer } from './support/accounts';
import { form, makeElite, memberMaker, watchWord } from './support/marketplace';
import { type Member, uniqueWord } from './support/social';
import { flatCosts, pageCosts, QueryCounter } from './support/query-counter';
import { listQuery, staffAuth, staffMember } from './support/staff';

const api = useTestApi();
const { http, outbox } = api;
const members = memberMaker(http, outbox);

const SURAT = 134096;
const AHMEDABAD = 57606;
const GUJARAT = 4030;
const MUMBAI = 133024;
const MAHARASHTRA = 4008;
const inMumbai = { country_id: 101, state_id: MAHARASHTRA, city_id: MUMBAI };

let editor: Awaited<ReturnType<typeof staffMember>>;
beforeAll(async () => {
  editor = await staffMember(api, 'content_editor');
});

/** A category of this test alone (so other tests' vendors never match), made in the console. */
async function category(words = ''): Promise<StaffTradeCategory> {
  const name = `Trade ${uniqueWord()}`;
  const res = await http()
    .post('/admin-api/trade-categories')
    .set(staffAuth(editor))
    .send({ name_en: name, name_hi: `व्यापार ${name}`, keywords: words, position: 900 });
  expect(res.status).toBe(201);
  return res.body as StaffTradeCategory;
}

/** A vendor with these categories and served places (the vendor profile form). */
async function vendor(
  categoryIds: number[],
  places: { cities?: number[]; states?: number[] } = {},
  overrides: Record<string, unknown> = {},
): Promise<Member> {
  const member = await members.vendor(overrides);
  const fields: Record<string, string> = { trade_category_ids: categoryIds.join(',') };
  if (places.cities) fields.served_city_ids = places.cities.join(',');
  if (places.states) fields.served_state_ids = places.states.join(',');
  await form(http().post(`/api/users/${member.id}`).set(bearer(member)), fields).expect(200);
  return member;
}

async function eliteOwner(overrides: Record<string, unknown> = {}) {
  const owner = await members.owner(overrides);
  await makeElite(api.app, http, owner);
  return owner;
}

async function postRequirement(owner: Member, fields: Record<string, string>): Promise<Requirement> {
  const res = await form(http().post('/api/restaurants/requirement').set(bearer(owner)), {
    title: 'Need supplies',
    description: 'Delivered by 7 am.',
    ...fields,
  });
  if (res.status !== 201)
    throw new Error(`requirement not created: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as Requirement;
}

/** Runs the queued routing job of a requirement as the worker would, then removes it. */
async function routeQueued(requirementId: number): Promise<number | null> {
  const queue = api.app.get<Queue>(getQueueToken(QueueName.Leads));
  const job = await queue.getJob(`route-requirement-${requirementId}`);
  if (!job) return null;
  const sent = await api.app.get(LeadRoutingService).route('requirement', requirementId);
  await job.remove();
  return sent;
}

const mineById = async (owner: Member, id: number): Promise<Requirement> => {
  const page = (
    await http()
      .get('/api/restaurants/my-requirements')
      .query({ per_page: 50 })
      .set(bearer(owner))
      .expect(200)
  ).body.data as Page<Requirement>;
  return page.data.find((r) => r.id === id)!;
};

const leadsOf = async (who: Member): Promise<Page<RequirementLead>> =>
  (await http().get('/api/vendor/leads').set(bearer(who)).expect(200)).body.data;

/** `who` blocks `other`: they follow each other, open a conversation, and `who` presses its block button. */
async function block(who: Member, other: Member): Promise<void> {
  for (const [from, to] of [
    [who, other],
    [other, who],
  ]) {
    await http().post('/api/users/follow').set(bearer(from)).send({ followee_id: to.id }).expect(200);
    await http()
      .post('/api/users/follow-action-type')
      .set(bearer(to))
      .send({ follower_id: from.id, action_type: 1 })
      .expect(200);
  }
  const started = await http().post('/api/conversations').set(bearer(who)).send({ user_id: other.id });
  if (started.status >= 300) throw new Error(`conversation not started: ${JSON.stringify(started.body)}`);
  await http().post(`/api/conversations/${started.body.data.id}/block`).set(bearer(who)).expect(200);
}

/** The queued in-site notifications of a kind for a member. */
async function notificationsFor(who: Member, kind: string): Promise<Job<NotifyJobData>[]> {
  const queue = api.app.get<Queue>(getQueueToken(QueueName.Notifications));
  const jobs = (await queue.getJobs(['waiting', 'delayed', 'prioritized'], 0, 5000)).filter(
    Boolean,
  ) as Job<NotifyJobData>[];
  return jobs.filter((j) => j.data.recipientId === who.id && j.data.kind === kind);
}

describe('trade categories', () => {
  it('lists the seeded categories to anyone, with their Hindi names, in list order', async () => {
    const res = await http().get('/api/trade-categories').expect(200);
    const list = res.body.data as TradeCategory[];
    const names = list.map((c) => c.name);
    expect(names.slice(0, 3)).toEqual(['Vegetables and fruit', 'Dairy', 'Meat and fish']);
    expect(names).toEqual(expect.arrayContaining(['Kitchen equipment', 'Software and POS', 'Logistics']));
    expect(list.find((c) => c.name === 'Dairy')).toMatchObject({ name_hi: 'डेयरी' });
  });

  it('is edited by content editors in the console (list, show, create, update, delete), not by moderators', async () => {
    const made = await category('tiles, marble');
    const list = await http()
      .get('/admin-api/trade-categories')
      .query(listQuery({ filter: { q: made.name_en }, sort: ['position', 'ASC'], range: [0, 9] }))
      .set(staffAuth(editor))
      .expect(200);
    expect(list.headers['content-range']).toBe('trade-categories 0-0/1');
    expect(list.body[0]).toMatchObject({ id: made.id, keywords: 'tiles, marble' });

    const changed = await http()
      .put(`/admin-api/trade-categories/${made.id}`)
      .set(staffAuth(editor))
      .send({ name_en: `${made.name_en} and stone`, name_hi: 'पत्थर' })
      .expect(200);
    expect(changed.body).toMatchObject({
      name_en: `${made.name_en} and stone`,
      name_hi: 'पत्थर',
      keywords: 'tiles, marble',
    });
    const duplicate = await http()
      .post('/admin-api/trade-categories')
      .set(staffAuth(editor))
      .send({ name_en: 'Dairy', name_hi: 'डेयरी' })
      .expect(422);
    expect(duplicate.body.errors.name_en).toEqual(['A category with this name already exists.']);
    const missing = await http()
      .post('/admin-api/trade-categories')
      .set(staffAuth(editor))
      .send({})
      .expect(422);
    expect(Object.keys(missing.body.errors)).toEqual(expect.arrayContaining(['name_en', 'name_hi']));

    const moderator = await staffMember(api, 'moderator');
    await http().get('/admin-api/trade-categories').set(staffAuth(moderator)).expect(403);
    await http().delete(`/admin-api/trade-categories/${made.id}`).set(staffAuth(editor)).expect(200);
    await http().get(`/admin-api/trade-categories/${made.id}`).set(staffAuth(editor)).expect(404);
  });
});

describe('a vendor’s categories and places', () => {
  it('are saved on the vendor profile and shown with their names; the free-text category stays', async () => {
    const [a, b] = await Promise.all([category(), category()]);
    const member = await members.vendor();
    await form(http().post(`/api/users/${member.id}`).set(bearer(member)), {
      business_category: 'Dairy and more',
      'trade_category_ids[0]': String(a.id),
      'trade_category_ids[1]': String(b.id),
      'served_city_ids[0]': String(AHMEDABAD),
      'served_state_ids[0]': String(MAHARASHTRA),
    }).expect(200);
    const profile = (await http().get('/api/vendor/profile').set(bearer(member)).expect(200)).body
      .data as VendorProfile;
    expect(profile.business_category).toBe('Dairy and more');
    expect(profile.trade_categories.map((c) => c.id)).toEqual([a.id, b.id]);
    expect(profile.served_cities).toEqual([{ id: AHMEDABAD, name: 'Ahmedabad' }]);
    expect(profile.served_states).toEqual([{ id: MAHARASHTRA, name: 'Maharashtra' }]);
  });

  it.each([
    ['trade_category_ids', { trade_category_ids: '1,2,3,4,5,6' }, 'A vendor may pick at most 5 categories.'],
    ['trade_category_ids', { trade_category_ids: '999999' }, 'The selected category is invalid.'],
    [
      'trade_category_ids',
      { trade_category_ids: 'dairy' },
      'Each trade category ids must be a whole number.',
    ],
    ['served_city_ids', { served_city_ids: '999999999' }, 'The selected city or state is invalid.'],
    ['served_state_ids', { served_state_ids: '999999999' }, 'The selected city or state is invalid.'],
  ])('answers 422 on %s (case %#) and keeps nothing of the form', async (field, fields, message) => {
    const member = await members.vendor();
    const res = await form(http().post(`/api/users/${member.id}`).set(bearer(member)), {
      ...fields,
      business_category: 'Never saved',
    }).expect(422);
    expect(res.body.errors[field]).toContain(message);
    const profile = (await http().get('/api/vendor/profile').set(bearer(member)).expect(200)).body.data;
    expect(profile.business_category).toBeNull();
  });
});

describe('a requirement’s category', () => {
  it('is suggested from the words when an old client sends none, and the owner can change or clear it', async () => {
    const owner = await eliteOwner();
    const dairy = (await http().get('/api/trade-categories').expect(200)).body.data.find(
      (c: TradeCategory) => c.name === 'Dairy',
    ) as TradeCategory;
    const suggested = await postRequirement(owner, { title: 'Need 20 kg paneer daily' });
    expect(suggested.category).toEqual({ id: dairy.id, name: 'Dairy', name_hi: 'डेयरी' });
    const none = await postRequirement(owner, { title: 'Help wanted', description: 'Nothing we know' });
    expect(none.category_id).toBeNull();

    const own = await category();
    const chosen = await postRequirement(owner, { title: 'Paneer again', category_id: String(own.id) });
    expect(chosen.category_id).toBe(own.id);
    const changed = await form(
      http().post(`/api/restaurants/requirement/${suggested.id}`).set(bearer(owner)),
      { category_id: String(own.id) },
    ).expect(200);
    expect(changed.body.data.category_id).toBe(own.id);
    const cleared = await form(
      http().post(`/api/restaurants/requirement/${suggested.id}`).set(bearer(owner)),
      { category_id: '' },
    ).expect(200);
    expect(cleared.body.data.category_id).toBeNull();

    const bad = await form(http().post('/api/restaurants/requirement').set(bearer(owner)), {
      title: 't',
      description: 'd',
      category_id: '999999',
    }).expect(422);
    expect(bad.body.errors.category_id).toEqual(['The selected category is invalid.']);
  });
});

describe('routing a requirement to its matching vendors', () => {
  it('sends a lead once to each vendor of its category serving its city or state; others get nothing', async () => {
    const trade = await category();
    const other = await category();
    const owner = await eliteOwner(); // in Surat, Gujarat
    const [ownCity, gujarat, mumbai, otherTrade, banned, daily, silent] = await Promise.all([
      vendor([trade.id]), // no places: their own city, Surat
      vendor([trade.id], { states: [GUJARAT] }, inMumbai),
      vendor([trade.id], {}, inMumbai),
      vendor([other.id]),
      vendor([trade.id]),
      vendor([trade.id]),
      vendor([trade.id], { cities: [SURAT, AHMEDABAD] }),
    ]);
    await api.app.get(MemberRestrictionsService).ban(banned.id);
    for (const [who, choice] of [
      [daily, 'daily'],
      [silent, 'none'],
    ] as const)
      await http()
        .post('/api/notifications/preferences')
        .set(bearer(who))
        .send({ digest: [], mails_off: [], lead_mail: choice })
        .expect(200);

    const requirement = await postRequirement(owner, {
      title: 'Weekly order',
      category_id: String(trade.id),
    });
    expect(await routeQueued(requirement.id)).toBe(4);
    expect((await mineById(owner, requirement.id)).leads_count).toBe(4);

    for (const who of [ownCity, gujarat, daily, silent]) {
      const leads = await leadsOf(who);
      expect(leads.data.map((l) => l.id)).toContain(requirement.id);
      expect(await notificationsFor(who, 'lead_received')).toHaveLength(1);
    }
    for (const who of [mumbai, otherTrade]) {
      expect((await leadsOf(who)).data.map((l) => l.id)).not.toContain(requirement.id);
      expect(await notificationsFor(who, 'lead_received')).toHaveLength(0);
    }
    // A banned vendor cannot sign in at all; no lead was written for them.
    expect(await notificationsFor(banned, 'lead_received')).toHaveLength(0);
    const [{ n: bannedLeads }] = await api.app
      .get(DataSource)
      .query('SELECT COUNT(*) AS n FROM requirement_leads WHERE vendor_id = ?', [banned.id]);
    expect(Number(bannedLeads)).toBe(0);
    // Mail as each chose: at once, in the daily digest, or none.
    expect(await outbox.count(ownCity.payload.email as string, 'notice')).toBe(1);
    expect(await outbox.last(ownCity.payload.email as string, 'notice')).toMatchObject({
      subject: 'New requirement for your business: Weekly order',
    });
    expect(await outbox.count(daily.payload.email as string, 'notice')).toBe(0);
    expect(await outbox.count(silent.payload.email as string, 'notice')).toBe(0);

    // Routed again (screened again, staff released it again): nobody gets it twice.
    expect(await api.app.get(LeadRoutingService).route('requirement', requirement.id)).toBe(0);
    expect((await mineById(owner, requirement.id)).leads_count).toBe(4);
    expect(await notificationsFor(ownCity, 'lead_received')).toHaveLength(1);
    const [{ n }] = await api.app
      .get(DataSource)
      .query('SELECT COUNT(*) AS n FROM requirement_leads WHERE requirement_id = ?', [requirement.id]);
    expect(Number(n)).toBe(4);

    // The daily digest: from 03:00 UTC, once a day, with the leads that waited.
    const digest = api.app.get(LeadDigestService);
    expect((await digest.run(new Date('2026-12-01T02:00:00Z'))).sent).toBe(0);
    await digest.run(new Date('2026-12-01T04:00:00Z'));
    expect(await outbox.last(daily.payload.email as string, 'notice')).toMatchObject({
      subject: 'Requirements for your business today (1)',
    });
    await digest.run(new Date('2026-12-01T05:00:00Z'));
    expect(await outbox.count(daily.payload.email as string, 'notice')).toBe(1);
    expect(await outbox.count(silent.payload.email as string, 'notice')).toBe(0);
  });

  it('leaves out suspended members and members with a block either way with the owner (decision 345)', async () => {
    const trade = await category();
    const owner = await eliteOwner();
    const [plain, suspended, blocker, blockedByOwner] = await Promise.all([
      vendor([trade.id]),
      vendor([trade.id]),
      vendor([trade.id]),
      vendor([trade.id]),
    ]);
    await api.app.get(MemberRestrictionsService).suspend(suspended.id, 7);
    await block(blocker, owner);
    await block(owner, blockedByOwner);
    const requirement = await postRequirement(owner, { title: 'Crates', category_id: String(trade.id) });
    expect(await routeQueued(requirement.id)).toBe(1);
    expect((await leadsOf(plain)).data.map((l) => l.id)).toContain(requirement.id);
    const db = api.app.get(DataSource);
    for (const who of [suspended, blocker, blockedByOwner]) {
      expect(await notificationsFor(who, 'lead_received')).toHaveLength(0);
      expect(await outbox.count(who.payload.email as string, 'notice')).toBe(0);
      expect(
        await db.query('SELECT id FROM requirement_leads WHERE requirement_id = ? AND vendor_id = ?', [
          requirement.id,
          who.id,
        ]),
      ).toEqual([]);
    }
    // A suspension that ended: the next requirement reaches them again.
    await api.app.get(MemberRestrictionsService).unsuspend(suspended.id);
    const next = await postRequirement(owner, { title: 'Crates again', category_id: String(trade.id) });
    expect(await routeQueued(next.id)).toBe(2);
  });

  it('stops routing an awarded requirement', async () => {
    const trade = await category();
    const owner = await eliteOwner();
    const [first, late] = await Promise.all([vendor([trade.id]), vendor([trade.id])]);
    const requirement = await postRequirement(owner, {
      title: 'Awarded fast',
      category_id: String(trade.id),
    });
    const quote = await http()
      .post(`/api/vendor/vendors/interested/${requirement.id}`)
      .set(bearer(first))
      .send({ is_intrested: 1, mobile_no: '9822200001', rate: 100 })
      .expect(200);
    await http()
      .post(`/api/restaurants/requirement/${requirement.id}/accept-quote/${quote.body.data.id}`)
      .set(bearer(owner))
      .expect(200);
    expect(await routeQueued(requirement.id)).toBe(0);
    expect(await notificationsFor(late, 'lead_received')).toHaveLength(0);
  });

  it('routes a held requirement only once staff release it, and a new category to that category’s vendors', async () => {
    const [first, second] = await Promise.all([category(), category()]);
    const owner = await eliteOwner();
    const [firstVendor, secondVendor] = await Promise.all([vendor([first.id]), vendor([second.id])]);
    const word = uniqueWord();
    await watchWord(api.app, word);
    const held = await postRequirement(owner, { title: `Need ${word}`, category_id: String(first.id) });
    expect(held.is_held).toBe(1);
    expect(await routeQueued(held.id)).toBeNull();
    await api.app.get(ModerationSubjectsService).get('requirement')!.release(held.id);
    expect(await routeQueued(held.id)).toBe(1);
    expect((await leadsOf(firstVendor)).data.map((l) => l.id)).toContain(held.id);

    await form(http().post(`/api/restaurants/requirement/${held.id}`).set(bearer(owner)), {
      category_id: String(second.id),
    }).expect(200);
    expect(await routeQueued(held.id)).toBe(1);
    expect((await mineById(owner, held.id)).leads_count).toBe(2);
    expect((await leadsOf(secondVendor)).data.map((l) => l.id)).toContain(held.id);
  });

  it('routes a renewed expired requirement to the vendors of its category who have not had it (decision 371)', async () => {
    const trade = await category();
    const owner = await eliteOwner();
    const first = await vendor([trade.id]);
    const requirement = await postRequirement(owner, {
      title: 'Renewed often',
      category_id: String(trade.id),
    });
    expect(await routeQueued(requirement.id)).toBe(1);
    await api.app
      .get(DataSource)
      .query('UPDATE requirements SET expired_at = ? WHERE id = ?', [new Date(), requirement.id]);
    const late = await vendor([trade.id]);
    expect((await leadsOf(late)).data.map((l) => l.id)).not.toContain(requirement.id);

    await http().post(`/api/listings/requirement/${requirement.id}/renew`).set(bearer(owner)).expect(200);
    expect(await routeQueued(requirement.id)).toBe(1);
    expect((await leadsOf(late)).data.map((l) => l.id)).toContain(requirement.id);
    expect(await notificationsFor(first, 'lead_received')).toHaveLength(1);
    expect((await mineById(owner, requirement.id)).leads_count).toBe(2);
  });

  it('sends nothing for a requirement without a category', async () => {
    const owner = await eliteOwner();
    const requirement = await postRequirement(owner, { title: 'Something', description: 'unclassifiable' });
    expect(requirement.category_id).toBeNull();
    expect(await routeQueued(requirement.id)).toBe(0);
    expect((await mineById(owner, requirement.id)).leads_count).toBe(0);
  });
});

describe('the vendor’s leads list', () => {
  it('lists open leads newest first with the quotes received; an awarded requirement leaves it; vendors only', async () => {
    const trade = await category();
    const owner = await eliteOwner();
    const [me, rival] = await Promise.all([vendor([trade.id]), vendor([trade.id])]);
    const older = await postRequirement(owner, { title: 'Older', category_id: String(trade.id) });
    await routeQueued(older.id);
    const newer = await postRequirement(owner, { title: 'Newer', category_id: String(trade.id) });
    await routeQueued(newer.id);
    const quote = (who: Member, id: number) =>
      http()
        .post(`/api/vendor/vendors/interested/${id}`)
        .set(bearer(who))
        .send({ is_intrested: 1, mobile_no: '9822200001', rate: 100 })
        .expect(200);
    const q = await quote(rival, older.id);
    await quote(me, older.id);

    const leads = await leadsOf(me);
    expect(leads.data.map((l) => l.title)).toEqual(['Newer', 'Older']);
    expect(leads.data[1]).toMatchObject({ quotes_received: 2, relation: 1 });
    expect(leads.data[0]).toMatchObject({ quotes_received: 0, relation: 0, quotes_count: 0 });
    expect(leads.total).toBe(2);

    await http()
      .post(`/api/restaurants/requirement/${older.id}/accept-quote/${q.body.data.id}`)
      .set(bearer(owner))
      .expect(200);
    expect((await leadsOf(me)).data.map((l) => l.title)).toEqual(['Newer']);

    // Pages of the list cost the same statements whatever their size.
    for (let i = 0; i < 3; i++)
      await routeQueued(
        (await postRequirement(owner, { title: `More ${i}`, category_id: String(trade.id) })).id,
      );
    const counter = QueryCounter.install(api.app);
    const costs = await pageCosts(
      counter,
      async (per_page, page) =>
        (
          (await http().get('/api/vendor/leads').query({ per_page, page }).set(bearer(me)).expect(200)).body
            .data as Page<unknown>
        ).data,
    );
    expect(costs).toEqual(flatCosts(costs));

    await http().get('/api/vendor/leads').set(bearer(owner)).expect(403);
    await http().get('/api/vendor/leads').expect(401);
  });
});

describe('the vendor’s data rights', () => {
  it('export the vendor’s routing rows and leads, and erasure removes them', async () => {
    const trade = await category();
    const owner = await eliteOwner();
    const me = await vendor([trade.id], { states: [GUJARAT] });
    const requirement = await postRequirement(owner, { title: 'Exported', category_id: String(trade.id) });
    await routeQueued(requirement.id);
    const part = api.app
      .get(MemberDataPartsService)
      .all()
      .find((p) => p.name === 'listings')!;
    const exported = (await part.export!(me.id)) as {
      records: Record<string, Array<Record<string, unknown>>>;
    };
    expect(exported.records.vendor_lead_targets).toEqual([
      { category_id: trade.id, place_type: 'state', place_id: GUJARAT, user_id: me.id },
    ]);
    expect(exported.records.requirement_leads).toEqual([
      expect.objectContaining({ requirement_id: requirement.id, vendor_id: me.id }),
    ]);
    await part.erase!(me.id);
    const db = api.app.get(DataSource);
    expect(await db.query('SELECT * FROM vendor_lead_targets WHERE user_id = ?', [me.id])).toEqual([]);
    expect(await db.query('SELECT * FROM requirement_leads WHERE vendor_id = ?', [me.id])).toEqual([]);
  });
});
