import {
  type Conversation,
  ConversationMessages,
  DELETED_MEMBER_NAME,
  MarketplaceMessages,
  type MessageList,
} from '@app/contracts';
import { MemberDataPartsService } from '../src/core/member-data/member-data-parts';
import { ModerationService } from '../src/modules/moderation';
import { bearer, freshIp } from './support/accounts';
import { useTestApi } from './support/api';
import { form, makeElite, memberMaker, watchWord } from './support/marketplace';
import { QueryCounter } from './support/query-counter';
import { type Member, newMember, uniqueWord } from './support/social';
import { staffAuth, staffMember } from './support/staff';

/**
 * Conversations (issue 31): who may talk to whom, the inbox and the thread, read positions, block, mute,
 * leave, watched words and reports; every route called by its participants and by an outsider (404).
 */
const api = useTestApi();
const { http, outbox } = api;
const members = memberMaker(http, outbox);

const as = (member: Member) => ({ ...bearer(member), 'X-Forwarded-For': freshIp() });

async function followEachOther(a: Member, b: Member): Promise<void> {
  for (const [from, to] of [
    [a, b],
    [b, a],
  ]) {
    await http().post('/api/users/follow').set(as(from)).send({ followee_id: to.id }).expect(200);
    await http()
      .post('/api/users/follow-action-type')
      .set(as(to))
      .send({ follower_id: from.id, action_type: 1 })
      .expect(200);
  }
}

const start = (member: Member, body: Record<string, unknown>) =>
  http().post('/api/conversations').set(as(member)).send(body);

const send = (member: Member, id: number, body: string) =>
  http().post(`/api/conversations/${id}/messages`).set(as(member)).send({ body });

const thread = async (
  member: Member,
  id: number,
  query: Record<string, unknown> = {},
): Promise<MessageList> =>
  (await http().get(`/api/conversations/${id}/messages`).query(query).set(as(member)).expect(200)).body.data;

const unread = async (member: Member): Promise<number> =>
  (await http().get('/api/conversations/unread-count').set(as(member)).expect(200)).body.data.count;

const inbox = async (member: Member, query: Record<string, unknown> = {}) =>
  (await http().get('/api/conversations').query(query).set(as(member)).expect(200)).body.data as {
    data: Conversation[];
    next_before: string | null;
  };

/** Two members who follow each other, and their conversation. */
async function pair(): Promise<{ a: Member; b: Member; id: number }> {
  const [a, b] = [await newMember(http, outbox), await newMember(http, outbox)];
  await followEachOther(a, b);
  const res = await start(a, { user_id: b.id }).expect(201);
  return { a, b, id: res.body.data.id };
}

async function quoteOn(owner: Member, vendor: Member): Promise<number> {
  const created = await form(http().post('/api/restaurants/requirement').set(bearer(owner)), {
    title: uniqueWord('req'),
    description: 'Fresh paneer, delivered by 7 am.',
  });
  expect(created.status).toBe(201);
  await http()
    .post(`/api/vendor/vendors/interested/${created.body.data.id}`)
    .set(bearer(vendor))
    .send({ is_intrested: 1, mobile_no: '9844400001', rate: 380, remark: 'Daily' })
    .expect(200);
  const [row]: Array<{ id: number }> = await api.db.query(
    'SELECT id FROM requirement_quotes WHERE requirement_id = ? AND vendor_id = ?',
    [created.body.data.id, vendor.id],
  );
  return Number(row.id);
}

/** Rows the marketplace's own tests create through its API; here only their two sides matter. */
async function applicationOf(owner: Member, applicant: Member): Promise<number> {
  const job: { insertId: number } = await api.db.query(
    `INSERT INTO jobs (user_id, title, position, salary_minor, per) VALUES (?, 'Tandoor chef', 'Chef', 3500000, 0)`,
    [owner.id],
  );
  const application: { insertId: number } = await api.db.query(
    'INSERT INTO job_applications (job_id, owner_id, applicant_id) VALUES (?, ?, ?)',
    [job.insertId, owner.id, applicant.id],
  );
  return Number(application.insertId);
}

async function enquiryOf(owner: Member, vendor: Member): Promise<number> {
  const enquiry: { insertId: number } = await api.db.query(
    'INSERT INTO vendor_enquiries (vendor_id, owner_id) VALUES (?, ?)',
    [vendor.id, owner.id],
  );
  return Number(enquiry.insertId);
}

async function listingOf(kind: 'franchise' | 'restaurant_sale', owner: Member): Promise<number> {
  const row: { insertId: number } =
    kind === 'franchise'
      ? await api.db.query(
          `INSERT INTO franchise_offers (user_id, brand_name, company_name, contact_name, contact_phone, contact_email)
           VALUES (?, 'Spice Route', 'Spice Route Foods', 'Riya Shah', '9800000001', 'riya@example.test')`,
          [owner.id],
        )
      : await api.db.query(
          `INSERT INTO restaurant_sales (user_id, restaurant_type_id, expected_price_minor, contact_name, contact_phone, contact_email)
           VALUES (?, 5, 450000000, 'Riya Shah', '9800000001', 'riya@example.test')`,
          [owner.id],
        );
  return Number(row.insertId);
}

const showInterest = (
  kind: 'franchise' | 'restaurant_sale',
  listingId: number,
  owner: Member,
  member: Member,
) =>
  api.db.query('INSERT INTO listing_interests (subject, subject_id, owner_id, user_id) VALUES (?, ?, ?, ?)', [
    kind,
    listingId,
    owner.id,
    member.id,
  ]);

/** `count` conversations started today by the member (with members who need not exist: only the count matters). */
async function startedToday(member: Member, count: number): Promise<void> {
  for (let i = 0; i < count; i++)
    await api.db.query(
      `INSERT INTO conversations (user_low_id, user_high_id, context_type, context_id, started_by)
       VALUES (?, ?, 'quote', ?, ?)`,
      [member.id, member.id + 1_000_000, 900_000_000 + i, member.id],
    );
}

describe('starting a conversation', () => {
  it('opens one between members who follow each other, and the same one when asked again by either', async () => {
    const { a, b, id } = await pair();
    const again = await start(b, { user_id: a.id }).expect(200);
    expect(again.body.data.id).toBe(id);
    expect(again.body.data.other).toMatchObject({ id: a.id, deleted: false });
    expect(again.body.data.context).toBeNull();
  });

  it('refuses members who do not follow each other both ways, and oneself', async () => {
    const [a, b] = [await newMember(http, outbox), await newMember(http, outbox)];
    await http().post('/api/users/follow').set(as(a)).send({ followee_id: b.id }).expect(200);
    const res = await start(a, { user_id: b.id }).expect(403);
    expect(res.body.message).toBe(ConversationMessages.notMutual);
    await start(a, { user_id: a.id }).expect(422);
  });

  it('opens one from a quote for its owner and its vendor without Elite, and 404 for anyone else', async () => {
    const owner = await members.owner();
    await makeElite(api.app, http, owner); // posting a requirement needs Elite; talking about a quote does not
    const [vendor, outsider] = [await members.vendor(), await members.vendor()];
    const quoteId = await quoteOn(owner, vendor);
    const byVendor = await start(vendor, { context_type: 'quote', context_id: quoteId }).expect(201);
    expect(byVendor.body.data.context).toEqual({ type: 'quote', id: quoteId });
    expect(byVendor.body.data.other.id).toBe(owner.id);
    const byOwner = await start(owner, { context_type: 'quote', context_id: quoteId }).expect(200);
    expect(byOwner.body.data.id).toBe(byVendor.body.data.id);
    const res = await start(outsider, { context_type: 'quote', context_id: quoteId }).expect(404);
    expect(res.body.message).toBe(ConversationMessages.contextNotFound);
  });

  it('validates the body: a member or a context, known context types, whole ids', async () => {
    const a = await newMember(http, outbox);
    await start(a, {}).expect(422);
    await start(a, { context_type: 'quote' }).expect(422);
    await start(a, { context_type: 'party', context_id: 1 }).expect(422);
    await start(a, { user_id: 'abc' }).expect(422);
    await start(a, { user_id: -4 }).expect(422);
    await start(a, { user_id: 999999999 }).expect(403);
  });

  it('caps members without Elite at 10 new conversations a day; asking for an existing one still works', async () => {
    const { a, b } = await pair();
    const others = await Promise.all([1, 2, 3].map(() => newMember(http, outbox)));
    for (const other of others) await followEachOther(a, other);
    // Nine more started today (as if with nine other members), so a has started ten.
    for (let i = 0; i < 9; i++)
      await api.db.query(
        `INSERT INTO conversations (user_low_id, user_high_id, context_type, context_id, started_by)
         VALUES (?, ?, 'quote', ?, ?)`,
        [a.id, a.id + 1_000_000, 900_000_000 + i, a.id],
      );
    const res = await start(a, { user_id: others[0].id }).expect(429);
    expect(res.body.message).toBe(ConversationMessages.dailyCap);
    await start(a, { user_id: b.id }).expect(200);
  });

  it('caps an Elite account under 24 hours old at 10 a day too, and lifts the cap once the account is older', async () => {
    const [a, b] = [await newMember(http, outbox), await newMember(http, outbox)];
    await makeElite(api.app, http, a);
    await followEachOther(a, b);
    await startedToday(a, 10);
    expect((await start(a, { user_id: b.id }).expect(429)).body.message).toBe(ConversationMessages.dailyCap);
    // The same Elite member two days on: no cap.
    await api.db.query('UPDATE users SET created_at = NOW(3) - INTERVAL 2 DAY WHERE id = ?', [a.id]);
    await start(a, { user_id: b.id }).expect(201);
  });
});

describe('starting from a trade', () => {
  it('opens one from an application for its owner and its applicant without Elite; 404 for anyone else', async () => {
    const [owner, applicant, outsider] = [
      await members.owner(),
      await members.manpower(),
      await members.owner(),
    ];
    const applicationId = await applicationOf(owner, applicant);
    const byApplicant = await start(applicant, {
      context_type: 'application',
      context_id: applicationId,
    }).expect(201);
    expect(byApplicant.body.data).toMatchObject({
      context: { type: 'application', id: applicationId },
      other: { id: owner.id },
    });
    const byOwner = await start(owner, { context_type: 'application', context_id: applicationId }).expect(
      200,
    );
    expect(byOwner.body.data.id).toBe(byApplicant.body.data.id);
    await start(outsider, { context_type: 'application', context_id: applicationId }).expect(404);
    await start(owner, { context_type: 'application', context_id: 999_999_999 }).expect(404);
  });

  it('opens one from a vendor enquiry for its owner and its vendor without Elite; 404 for anyone else', async () => {
    const [owner, vendor, outsider] = [await members.owner(), await members.vendor(), await members.vendor()];
    const enquiryId = await enquiryOf(owner, vendor);
    const byOwner = await start(owner, { context_type: 'vendor_enquiry', context_id: enquiryId }).expect(201);
    expect(byOwner.body.data.other.id).toBe(vendor.id);
    const byVendor = await start(vendor, { context_type: 'vendor_enquiry', context_id: enquiryId }).expect(
      200,
    );
    expect(byVendor.body.data.id).toBe(byOwner.body.data.id);
    await start(outsider, { context_type: 'vendor_enquiry', context_id: enquiryId }).expect(404);
  });

  it.each(['franchise', 'restaurant_sale'] as const)(
    'follows the listing’s Elite rule for a %s: a free member is refused, an Elite or interested one talks to the owner',
    async (kind) => {
      const owner = await members.owner();
      const [free, elite, interested] = [
        await members.owner(),
        await members.vendor(),
        await members.owner(),
      ];
      const listingId = await listingOf(kind, owner);
      await makeElite(api.app, http, elite);
      await showInterest(kind, listingId, owner, interested);

      const refused = await start(free, { context_type: kind, context_id: listingId }).expect(403);
      expect(refused.body.message).toBe(MarketplaceMessages.subscribeToAccess);
      const byElite = await start(elite, { context_type: kind, context_id: listingId }).expect(201);
      expect(byElite.body.data).toMatchObject({
        other: { id: owner.id },
        context: { type: kind, id: listingId },
      });
      // Interest shown is a trade already: no Elite needed.
      const byInterested = await start(interested, { context_type: kind, context_id: listingId }).expect(201);
      // The owner names the interested member; a member who showed no interest is not theirs to name.
      const byOwner = await start(owner, {
        context_type: kind,
        context_id: listingId,
        user_id: interested.id,
      }).expect(200);
      expect(byOwner.body.data.id).toBe(byInterested.body.data.id);
      await start(owner, { context_type: kind, context_id: listingId, user_id: free.id }).expect(404);
      await start(owner, { context_type: kind, context_id: listingId }).expect(404);
      // A held listing is not there to talk about.
      await api.db.query(
        `UPDATE ${kind === 'franchise' ? 'franchise_offers' : 'restaurant_sales'} SET held_at = NOW(3) WHERE id = ?`,
        [listingId],
      );
      await start(elite, { context_type: kind, context_id: listingId }).expect(404);
    },
  );
});

describe('a thread', () => {
  it('sends, pages back by id, and answers what came after an id (a reconnect)', async () => {
    const { a, b, id } = await pair();
    const sent: number[] = [];
    for (let i = 1; i <= 5; i++)
      sent.push((await send(i % 2 ? a : b, id, `message ${i}`).expect(201)).body.data.id);
    const newest = await thread(b, id, { limit: 2 });
    expect(newest.data.map((m) => m.body)).toEqual(['message 4', 'message 5']);
    expect(newest.more).toBe(true);
    const older = await thread(b, id, { limit: 10, before: newest.data[0].id });
    expect(older.data.map((m) => m.body)).toEqual(['message 1', 'message 2', 'message 3']);
    expect(older.more).toBe(false);
    const missed = await thread(a, id, { after: sent[2] });
    expect(missed.data.map((m) => m.id)).toEqual(sent.slice(3));
    expect((await thread(a, id, { after: sent[4] })).data).toEqual([]);
  });

  it('refuses empty and over-long text', async () => {
    const { a, id } = await pair();
    await send(a, id, '   ').expect(422);
    await send(a, id, 'x'.repeat(4001)).expect(422);
    await send(a, id, 'x'.repeat(4000)).expect(201);
    await http()
      .post(`/api/conversations/${id}/messages`)
      .set(as(a))
      .send({ body: { $gt: '' } })
      .expect(422);
  });

  it('counts unread messages, reads up to an id, and shows the other side how far it was read', async () => {
    const { a, b, id } = await pair();
    const first = (await send(a, id, 'one').expect(201)).body.data.id;
    await send(a, id, 'two').expect(201);
    expect(await unread(b)).toBe(2);
    expect(await unread(a)).toBe(0);
    const read = await http()
      .post(`/api/conversations/${id}/read`)
      .set(as(b))
      .send({ up_to: first })
      .expect(200);
    expect(read.body.data).toMatchObject({ conversation_id: id, last_read_id: first, unread_count: 1 });
    // Never backwards, never beyond the last message.
    await http().post(`/api/conversations/${id}/read`).set(as(b)).send({ up_to: 1 }).expect(200);
    const all = await http()
      .post(`/api/conversations/${id}/read`)
      .set(as(b))
      .send({ up_to: Number.MAX_SAFE_INTEGER })
      .expect(200);
    expect(all.body.data.unread_count).toBe(0);
    expect(await unread(b)).toBe(0);
    const mine = (await inbox(a)).data.find((c) => c.id === id)!;
    expect(mine.other_read_up_to).toBe(all.body.data.last_read_id);
    await http().post(`/api/conversations/${id}/read`).set(as(b)).send({ up_to: 'x' }).expect(422);
  });

  it('lists the inbox newest activity first, a keyset page at a time', async () => {
    const a = await newMember(http, outbox);
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const other = await newMember(http, outbox);
      await followEachOther(a, other);
      const id = (await start(a, { user_id: other.id }).expect(201)).body.data.id;
      await send(other, id, `hello ${i}`).expect(201);
      ids.push(id);
    }
    const first = await inbox(a, { limit: 2 });
    expect(first.data.map((c) => c.id)).toEqual([ids[2], ids[1]]);
    expect(first.data[0]).toMatchObject({ unread_count: 1, last_message: { body: 'hello 2' } });
    const second = await inbox(a, { limit: 2, before: first.next_before });
    expect(second.data.map((c) => c.id)).toEqual([ids[0]]);
    expect(second.next_before).toBeNull();
    await http().get('/api/conversations').query({ before: 'abc' }).set(as(a)).expect(422);
    await http().get('/api/conversations').query({ limit: 1000 }).set(as(a)).expect(422);
  });
});

describe('block, mute, leave', () => {
  it('a block stops new messages both ways and keeps the old ones readable; unblock lifts it', async () => {
    const { a, b, id } = await pair();
    await send(b, id, 'before the block').expect(201);
    const blocked = await http().post(`/api/conversations/${id}/block`).set(as(a)).expect(200);
    expect(blocked.body.data).toMatchObject({ blocked: true, closed: true });
    expect((await send(b, id, 'after').expect(403)).body.message).toBe(ConversationMessages.blocked);
    await send(a, id, 'after').expect(403);
    expect((await thread(b, id)).data.map((m) => m.body)).toEqual(['before the block']);
    // Not a way round: a new conversation between them is refused too.
    await start(b, { user_id: a.id }).expect(403);
    await http().post(`/api/conversations/${id}/unblock`).set(as(a)).expect(200);
    await send(b, id, 'after the unblock').expect(201);
  });

  it('a muted conversation leaves the badge; a left one leaves the inbox until the next message', async () => {
    const { a, b, id } = await pair();
    await send(a, id, 'hi').expect(201);
    expect(await unread(b)).toBe(1);
    const muted = await http().post(`/api/conversations/${id}/mute`).set(as(b)).send({}).expect(200);
    expect(muted.body.data.muted).toBe(true);
    expect(await unread(b)).toBe(0);
    await http().post(`/api/conversations/${id}/mute`).set(as(b)).send({ muted: false }).expect(200);
    expect(await unread(b)).toBe(1);
    await http().post(`/api/conversations/${id}/leave`).set(as(b)).expect(200);
    expect((await inbox(b)).data.map((c) => c.id)).not.toContain(id);
    expect(await unread(b)).toBe(0);
    await send(a, id, 'are you there?').expect(201);
    const back = (await inbox(b)).data.find((c) => c.id === id)!;
    expect(back).toMatchObject({ unread_count: 1, last_message: { body: 'are you there?' } });
  });

  it('closes the conversations of a banned member and shows a deleted one as "Deleted member"', async () => {
    const { a, b, id } = await pair();
    await api.db.query('UPDATE users SET banned_at = NOW(3) WHERE id = ?', [b.id]);
    expect((await send(a, id, 'hello?').expect(403)).body.message).toBe(ConversationMessages.closed);
    await api.db.query('UPDATE users SET banned_at = NULL, deleted_at = NOW(3) WHERE id = ?', [b.id]);
    const shown = (await inbox(a)).data.find((c) => c.id === id)!;
    expect(shown.other).toMatchObject({ id: b.id, full_name: DELETED_MEMBER_NAME, deleted: true });
    expect(shown.closed).toBe(true);
  });

  it('exports the member’s own messages, and the purge erases them while the other keeps the conversation', async () => {
    const { a, b, id } = await pair();
    await send(a, id, 'from a').expect(201);
    await send(b, id, 'from b').expect(201);
    const part = api.app
      .get(MemberDataPartsService)
      .all()
      .find((p) => p.name === 'conversations')!;
    const exported = (await part.export!(b.id)).records as {
      conversations: Array<{ id: number; with_member_id: number }>;
      messages_written: Array<{ body: string }>;
    };
    expect(exported.conversations.map((c) => [Number(c.id), Number(c.with_member_id)])).toEqual([[id, a.id]]);
    expect(exported.messages_written.map((m) => m.body)).toEqual(['from b']);
    await api.db.query('UPDATE users SET deleted_at = NOW(3) WHERE id = ?', [b.id]);
    await part.erase!(b.id);
    await part.erase!(b.id);
    const kept = (await inbox(a)).data.find((c) => c.id === id)!;
    expect(kept.other.full_name).toBe(DELETED_MEMBER_NAME);
    expect((await thread(a, id)).data.map((m) => m.body)).toEqual(['from a']);
  });
});

describe('safety', () => {
  it('stores clear text shown in one transaction, read back as stored; checks that fail hold it', async () => {
    const { a, b, id } = await pair();
    const counter = QueryCounter.install(api.app);
    const { result, queries } = await counter.during(() => send(a, id, 'Open at nine?').expect(201));
    // Decision 362: the row, the conversation and both sides in one commit, nothing read back.
    expect(queries.filter((q) => /^START TRANSACTION/i.test(q.sql))).toHaveLength(1);
    expect(queries.filter((q) => /^\s*SELECT/i.test(q.sql)).length).toBeLessThanOrEqual(3);
    const sent = result.body.data;
    expect(sent).toMatchObject({ held: false, body: 'Open at nine?', sender_id: a.id });
    expect((await thread(b, id)).data).toEqual([sent]);
    expect(await unread(b)).toBe(1);
    expect((await inbox(b)).data[0]).toMatchObject({ id, last_message: sent, unread_count: 1 });

    // Screening that fails holds the message (fail closed), on the held path too.
    const moderation = api.app.get(ModerationService);
    const broken = jest.spyOn(moderation, 'textWouldHold').mockRejectedValue(new Error('matcher down'));
    const screen = jest.spyOn(moderation, 'screenText').mockRejectedValue(new Error('matcher down'));
    try {
      const held = await send(a, id, 'Second question').expect(201);
      expect(held.body.data.held).toBe(true);
      expect((await thread(b, id)).data).toEqual([sent]);
    } finally {
      broken.mockRestore();
      screen.mockRestore();
    }
  });

  it('holds a message with a watched word: its sender sees it, the other member does not', async () => {
    const { a, b, id } = await pair();
    const word = uniqueWord('watch');
    await watchWord(api.app, word);
    const held = await send(a, id, `buy ${word} here`).expect(201);
    expect(held.body.data.held).toBe(true);
    expect((await thread(a, id)).data.map((m) => m.body)).toEqual([`buy ${word} here`]);
    expect((await thread(b, id)).data).toEqual([]);
    expect(await unread(b)).toBe(0);
    const [item]: Array<{ source: string }> = await api.db.query(
      `SELECT source FROM review_items WHERE subject_type = 'message' AND subject_id = ?`,
      [held.body.data.id],
    );
    expect(item.source).toBe('watched_words');
  });

  it('files a report of the other member’s message with the five messages before it as evidence', async () => {
    const { a, b, id } = await pair();
    const ids: number[] = [];
    for (let i = 1; i <= 7; i++) ids.push((await send(a, id, `line ${i}`).expect(201)).body.data.id);
    const path = `/api/conversations/${id}/messages/${ids[6]}/report`;
    await http().post(path).set(as(a)).send({ reason: 'harassment' }).expect(403);
    await http().post(path).set(as(b)).send({ reason: 'nope' }).expect(422);
    const res = await http()
      .post(path)
      .set(as(b))
      .send({ reason: 'child_safety', details: 'please look' })
      .expect(201);
    expect(res.body.data).toMatchObject({ subject_type: 'message', subject_id: ids[6], status: 'open' });
    await http().post(path).set(as(b)).send({ reason: 'child_safety' }).expect(200);
    const [item]: Array<{ snapshot: string | object }> = await api.db.query(
      'SELECT snapshot FROM review_items WHERE id = ?',
      [res.body.data.id],
    );
    const snapshot = (typeof item.snapshot === 'string' ? JSON.parse(item.snapshot) : item.snapshot) as {
      body: string;
    };
    const lines = snapshot.body.split('\n');
    expect(lines).toHaveLength(6);
    expect(lines[0]).toContain('line 2');
    expect(lines[5]).toMatch(/^>> .*line 7$/);
  });
});

describe('staff reading a conversation', () => {
  it('audit-logs each opening of a reported message’s review item (the only way staff read a thread)', async () => {
    const { a, b, id } = await pair();
    await send(a, id, 'first').expect(201);
    const reported = (await send(a, id, 'the reported one').expect(201)).body.data.id;
    const report = await http()
      .post(`/api/conversations/${id}/messages/${reported}/report`)
      .set(as(b))
      .send({ reason: 'harassment' })
      .expect(201);
    const moderator = await staffMember(api, 'moderator', 'chat-audit');
    const opened = await http()
      .get(`/admin-api/review-items/${report.body.data.id}`)
      .set(staffAuth(moderator, '10.88.0.7'))
      .expect(200);
    expect(opened.body.evidence.body).toContain('the reported one');
    const entries: Array<Record<string, unknown>> = await api.db.query(
      `SELECT staff_id, staff_role, action, target_type, target_id, ip FROM audit_log
        WHERE action = 'message.read' AND target_id = ?`,
      [reported],
    );
    expect(entries).toEqual([
      {
        staff_id: moderator.id,
        staff_role: 'moderator',
        action: 'message.read',
        target_type: 'message',
        target_id: reported,
        ip: '10.88.0.7',
      },
    ]);
  });
});

describe('outsiders', () => {
  it('get 404 on every route of a conversation they are not in', async () => {
    const { a, id } = await pair();
    const messageId = (await send(a, id, 'private').expect(201)).body.data.id;
    const outsider = await newMember(http, outbox);
    const calls: Array<[string, string, Record<string, unknown>?]> = [
      ['get', `/api/conversations/${id}`],
      ['get', `/api/conversations/${id}/messages`],
      ['post', `/api/conversations/${id}/messages`, { body: 'let me in' }],
      ['post', `/api/conversations/${id}/read`, { up_to: messageId }],
      ['post', `/api/conversations/${id}/block`],
      ['post', `/api/conversations/${id}/unblock`],
      ['post', `/api/conversations/${id}/mute`, {}],
      ['post', `/api/conversations/${id}/leave`],
      ['post', `/api/conversations/${id}/messages/${messageId}/report`, { reason: 'spam' }],
    ];
    const seen: string[] = [];
    for (const [method, path, body] of calls) {
      const req = http()[method as 'get' | 'post'](path).set(as(outsider));
      const res = await (body ? req.send(body) : req);
      seen.push(`${method} ${path} ${res.status}`);
    }
    expect(seen).toEqual(calls.map(([method, path]) => `${method} ${path} 404`));
    expect((await inbox(outsider)).data).toEqual([]);
    expect(await unread(outsider)).toBe(0);
  });

  it('get 401 without a session', async () => {
    await http().get('/api/conversations').expect(401);
    await http().post('/api/conversations').send({ user_id: 1 }).expect(401);
  });
});
