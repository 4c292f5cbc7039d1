import { STAFF_ROLES } from '@app/contracts';
import { RedisClient } from '../src/core/redis/redis.module';
import { seedModerationDemo } from '../src/dev/demo/moderation-demo';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { bearer } from './support/accounts';
import { useTestApi } from './support/api';
import { form, makeElite, memberMaker } from './support/marketplace';
import { ageItem, establish, openItemOf, report } from './support/moderation';
import { QueryCounter } from './support/query-counter';
import { createPost, type Member, newMember, photo } from './support/social';
import { bytes, listQuery, type StaffMember, staffAuth, staffMember } from './support/staff';

const api = useTestApi();
const { http, outbox } = api;
let moderator: StaffMember;
let admin: StaffMember;

beforeAll(async () => {
  [moderator, admin] = await Promise.all([
    staffMember(api, 'moderator', 'queue'),
    staffMember(api, 'superadmin', 'queue'),
  ]);
});

const member = () => newMember(http, outbox);
const listingMembers = memberMaker(http, outbox);
const asStaff = (staff = moderator) => staffAuth(staff);
const show = (id: number, staff = moderator) =>
  http().get(`/admin-api/review-items/${id}`).set(asStaff(staff));
const act = (id: number, body: Record<string, unknown>, staff = moderator) =>
  http().post(`/admin-api/review-items/${id}/actions`).set(asStaff(staff)).send(body);
const list = (q: Record<string, unknown>) =>
  http().get('/admin-api/review-items').query(listQuery(q)).set(asStaff());
const getPost = (who: Member, id: number) => http().get(`/api/posts/${id}`).set(bearer(who));
const auditOf = (itemId: number) =>
  api.db.query(
    "SELECT action, staff_id, staff_role, ip FROM audit_log WHERE target_type = 'review_item' AND target_id = ? ORDER BY id",
    [itemId],
  );

async function reportedPost(reason = 'spam', fields: Record<string, string> = {}, images: Buffer[] = []) {
  const [author, reporter, reader] = await Promise.all([member(), member(), member()]);
  await establish(api, reporter);
  const post = await createPost(
    http,
    author,
    { title: 'Weekend offer', description: 'Biryani', ...fields },
    images,
  );
  await report(api, reporter, 'post', post.id, reason, 'Look at this').expect(201);
  const itemId = (await openItemOf(api, 'post', post.id))!;
  return { author, reporter, reader, post, itemId };
}

describe('the review queue', () => {
  it('is for moderators and the superadmin only', async () => {
    const { itemId } = await reportedPost();
    for (const role of STAFF_ROLES) {
      const staff = await staffMember(api, role, 'queue-roles');
      const allowed = role === 'moderator' || role === 'superadmin';
      await http()
        .get('/admin-api/review-items')
        .set(staffAuth(staff))
        .expect(allowed ? 200 : 403);
      await http()
        .get(`/admin-api/review-items/${itemId}`)
        .set(staffAuth(staff))
        .expect(allowed ? 200 : 403);
      await http()
        .get('/admin-api/moderation-stats')
        .set(staffAuth(staff))
        .expect(allowed ? 200 : 403);
    }
    const someone = await member();
    await http().get('/admin-api/review-items').set(bearer(someone)).expect(401);
    await http().get('/admin-api/review-items').expect(401);
    await http().post(`/admin-api/review-items/${itemId}/actions`).send({ action: 'dismiss' }).expect(401);
  });

  it('lists child safety first, then oldest, with due times and a fixed number of queries', async () => {
    const spam = await reportedPost('spam');
    const child = await reportedPost('child_safety');
    await ageItem(api, spam.itemId, 1);
    const res = await list({ filter: { id: [spam.itemId, child.itemId] } }).expect(200);
    expect(res.headers['content-range']).toBe('review-items 0-1/2');
    expect(res.body.map((r: { id: number }) => r.id)).toEqual([child.itemId, spam.itemId]);
    expect(res.body[0]).toMatchObject({
      status: 'open',
      subject_type: 'post',
      subject_id: child.post.id,
      reason: 'child_safety',
      priority: 0,
      source: 'report',
      reports_count: 1,
      excerpt: expect.stringContaining('Weekend offer'),
      author: { id: child.author.id, full_name: 'Asha Patel' },
      held: true,
      overdue: false,
      escalated: false,
      decision: null,
      remove_due_at: expect.any(String),
    });
    expect(res.body[1].remove_due_at).toBeNull();
    const created = Date.parse(res.body[0].created_at);
    expect(Date.parse(res.body[0].ack_due_at) - created).toBe(24 * 3_600_000);
    expect(Date.parse(res.body[0].resolve_due_at) - created).toBe(15 * 24 * 3_600_000);

    const counter = QueryCounter.install(api.app);
    const small = await counter.during(() => list({ range: [0, 1] }).expect(200));
    const large = await counter.during(() => list({ range: [0, 49] }).expect(200));
    // Rows, capped total, authors, and the deciding staff's names when the page has decisions.
    expect(small.queries.length).toBeLessThanOrEqual(4);
    expect(large.queries.length).toBeLessThanOrEqual(4);
  });

  it('filters by status, reason, subject type, source, age, text and overdue', async () => {
    const word = 'Qz' + randomBytes(4).toString('hex');
    const { itemId } = await reportedPost('harassment', { description: `Hello ${word}` });
    const ids = async (filter: Record<string, unknown>) =>
      (await list({ filter, range: [0, 99] }).expect(200)).body.map((r: { id: number }) => r.id);
    expect(await ids({ q: word })).toEqual([itemId]);
    expect(await ids({ q: word, reason: 'harassment', subject_type: 'post', source: 'report' })).toEqual([
      itemId,
    ]);
    expect(await ids({ q: word, source: 'automatic' })).toEqual([]);
    expect(await ids({ q: word, status: 'resolved' })).toEqual([]);
    expect(await ids({ q: word, older_than_hours: 2 })).toEqual([]);
    expect(await ids({ q: word, overdue: true })).toEqual([]);
    // 25 hours later, unopened: the acknowledgement is overdue.
    await ageItem(api, itemId, 25);
    expect(await ids({ q: word, older_than_hours: 2 })).toEqual([itemId]);
    expect(await ids({ q: word, overdue: true })).toEqual([itemId]);
    const stats = await http().get('/admin-api/moderation-stats').set(asStaff()).expect(200);
    expect(stats.body).toEqual({
      open: expect.any(Number),
      overdue: expect.any(Number),
      child_safety_open: expect.any(Number),
      escalations_open: expect.any(Number),
      appeals_open: expect.any(Number),
    });
    expect(stats.body.overdue).toBeGreaterThanOrEqual(1);
    // Opening it acknowledges it: no longer overdue (the 15 days are still ahead).
    await show(itemId).expect(200);
    expect(await ids({ q: word, overdue: true })).toEqual([]);
    await list({ sort: ['password', 'ASC'] }).expect(422);
    await list({ filter: 'x' }).expect(422);
  });

  it('shows the evidence as flagged, kept after the author deletes the post and the account', async () => {
    const image = await photo(320, 240, '#aa3355');
    const { author, reporter, post, itemId } = await reportedPost(
      'nudity',
      { description: 'Original text' },
      [image],
    );
    await http()
      .post(`/api/posts/${post.id}`)
      .set(bearer(author))
      .field('description', 'Edited away')
      .expect(200);
    await http().delete(`/api/posts/${post.id}`).set(bearer(author)).expect(200);
    // Accounts cannot be deleted through the API yet; deleting the row is what an account deletion does.
    await api.db.query('DELETE FROM users WHERE id = ?', [author.id]);

    const res = await show(itemId).expect(200);
    expect(res.body).toMatchObject({
      id: itemId,
      author: null,
      evidence: {
        title: 'Weekend offer',
        description: 'Original text',
        images: [{ url: `/admin-api/review-items/${itemId}/evidence/0`, uploaded_at: expect.any(String) }],
      },
      reports: [
        {
          reporter: { id: reporter.id, full_name: 'Asha Patel' },
          reason: 'nudity',
          details: 'Look at this',
          created_at: expect.any(String),
        },
      ],
      acknowledged_at: expect.any(String),
    });
    const file = await http()
      .get(res.body.evidence.images[0].url)
      .set(asStaff())
      .buffer(true)
      .parse(bytes)
      .expect(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['cache-control']).toBe('no-store');
    expect((file.body as Buffer).length).toBeGreaterThan(100);
    // Staff only.
    await http().get(res.body.evidence.images[0].url).set(bearer(reporter)).expect(401);
    await http().get(`/admin-api/review-items/${itemId}/evidence/5`).set(asStaff()).expect(404);
  });

  it('keeps a listing’s evidence as flagged: heading, text and image, not changed by a later edit', async () => {
    const owner = await listingMembers.owner();
    await makeElite(api.app, http, owner);
    const created = await form(
      http().post('/api/restaurants/requirement').set(bearer(owner)),
      { title: 'Need 20 kg paneer daily', description: 'Fresh paneer by 7 am.' },
      [['photo', await photo(320, 240, '#22aa66')]],
    ).expect(201);
    const id = created.body.data.id as number;
    const reporter = await member();
    await report(api, reporter, 'requirement', id, 'spam').expect(201);
    const itemId = (await openItemOf(api, 'requirement', id))!;
    await form(http().post(`/api/restaurants/requirement/${id}`).set(bearer(owner)), {
      title: 'Edited title',
      description: 'Edited text',
    }).expect(200);

    const res = await show(itemId).expect(200);
    expect(res.body).toMatchObject({
      subject_type: 'requirement',
      evidence: {
        title: 'Need 20 kg paneer daily',
        description: 'Fresh paneer by 7 am.',
        images: [{ url: `/admin-api/review-items/${itemId}/evidence/0` }],
      },
    });
    const file = await http()
      .get(res.body.evidence.images[0].url)
      .set(asStaff())
      .buffer(true)
      .parse(bytes)
      .expect(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
  });

  it('gathers several reporters on one item, and shows the author history', async () => {
    const { author, post, itemId } = await reportedPost('spam');
    const other = await member();
    await report(api, other, 'post', post.id, 'harassment').expect(201);
    const earlier = await createPost(http, author, { description: 'An earlier post' });
    await report(api, other, 'post', earlier.id, 'spam').expect(201);
    const res = await show(itemId).expect(200);
    expect(res.body.reports_count).toBe(2);
    expect(res.body.reports.map((r: { reason: string }) => r.reason)).toEqual(['spam', 'harassment']);
    expect(res.body.author_history).toEqual([
      {
        item_id: (await openItemOf(api, 'post', earlier.id))!,
        reason: 'spam',
        decision_action: null,
        at: expect.any(String),
      },
    ]);
  });
});

describe('actions on an item', () => {
  it('dismiss releases a held post to others, resolves the item and is audited', async () => {
    const { post, reader, itemId } = await reportedPost('child_safety');
    await getPost(reader, post.id).expect(404);
    const res = await act(itemId, { action: 'dismiss', note: 'A family photo, nothing wrong' }).expect(200);
    expect(res.body).toMatchObject({
      id: itemId,
      status: 'resolved',
      held: false,
      resolved_at: expect.any(String),
      decision: {
        action: 'dismiss',
        note: 'A family photo, nothing wrong',
        by: { id: moderator.id, name: 'Test queue' },
        at: expect.any(String),
      },
    });
    await getPost(reader, post.id).expect(200);
    expect(await auditOf(itemId)).toEqual([
      {
        action: 'review_item.dismiss',
        staff_id: moderator.id,
        staff_role: 'moderator',
        ip: expect.any(String),
      },
    ]);
    // Resolved: no second decision.
    await act(itemId, { action: 'remove' }).expect(409);
  });

  it('remove deletes the post for everyone; keep_hidden keeps it hidden; both mail a statement of reasons', async () => {
    const removed = await reportedPost('spam');
    await act(removed.itemId, { action: 'remove', note: 'Scam' }).expect(200);
    await getPost(removed.reader, removed.post.id).expect(404);
    await getPost(removed.author, removed.post.id).expect(404);
    const mail = await outbox.last<{ subject: string; paragraphs: string[] }>(
      removed.author.payload.email as string,
      'notice',
    );
    expect(mail?.subject).toBe('A decision about your content or account');
    expect(mail?.paragraphs.join('\n')).toMatch(
      /Your content was removed[\s\S]*No spam[\s\S]*by a member of our moderation team[\s\S]*appeal/,
    );

    const hidden = await reportedPost('harassment');
    await act(hidden.itemId, { action: 'keep_hidden' }).expect(200);
    await getPost(hidden.reader, hidden.post.id).expect(404);
    const own = await getPost(hidden.author, hidden.post.id).expect(200);
    expect(own.body.data.is_held).toBe(1);
    expect(await auditOf(hidden.itemId)).toEqual([
      expect.objectContaining({ action: 'review_item.keep_hidden' }),
    ]);
  });

  it('warn, suspend and ban reach the author; suspend needs days; escalate is for child safety only', async () => {
    const warned = await reportedPost('spam');
    await act(warned.itemId, { action: 'warn' }).expect(200);
    await getPost(warned.reader, warned.post.id).expect(404);

    const suspended = await reportedPost('harassment');
    const bad = await act(suspended.itemId, { action: 'suspend' }).expect(422);
    expect(Object.keys(bad.body.errors)).toEqual(['days']);
    await act(suspended.itemId, { action: 'suspend', days: 400 }).expect(422);
    await act(suspended.itemId, { action: 'escalate' }).expect(422);
    await act(suspended.itemId, { action: 'shout' }).expect(422);
    await act(suspended.itemId, { action: 'suspend', days: 7 }).expect(200);
    const login = await http()
      .post('/api/login')
      .send({ email: suspended.author.payload.email, password: 'correct horse battery' })
      .expect(403);
    expect(login.body.message).toMatch(/suspended until \d{4}-\d{2}-\d{2}/);
    await http().get('/api/user').set(bearer(suspended.author)).expect(401);
    expect((await auditOf(suspended.itemId)).map((a: { action: string }) => a.action)).toEqual([
      'review_item.suspend',
    ]);
  });

  it('bulk dismiss and bulk remove act on open items and skip the rest', async () => {
    const [a, b, c] = await Promise.all([
      reportedPost('child_safety'),
      reportedPost('child_safety'),
      reportedPost('spam'),
    ]);
    await act(c.itemId, { action: 'dismiss' }).expect(200);
    const dismissed = await http()
      .post('/admin-api/review-items/bulk')
      .set(asStaff())
      .send({ ids: [a.itemId, c.itemId, 999999999], action: 'dismiss' })
      .expect(200);
    expect(dismissed.body).toEqual({ data: [a.itemId] });
    await getPost(a.reader, a.post.id).expect(200);
    const removed = await http()
      .post('/admin-api/review-items/bulk')
      .set(asStaff(admin))
      .send({ ids: [b.itemId], action: 'remove' })
      .expect(200);
    expect(removed.body).toEqual({ data: [b.itemId] });
    await getPost(b.author, b.post.id).expect(404);
    await http()
      .post('/admin-api/review-items/bulk')
      .set(asStaff())
      .send({ ids: [], action: 'ban' })
      .expect(422);
  });

  it('an automatic finding on a post is one item with its signal; dismissing it publishes the post', async () => {
    const word = 'Wq' + randomBytes(4).toString('hex');
    await http().post('/admin-api/watched-words').set(asStaff()).send({ word }).expect(201);
    const [author, reader] = await Promise.all([member(), member()]);
    const post = await createPost(http, author, { description: `Call me for ${word}` });
    expect(post.is_held).toBe(1);
    const itemId = (await openItemOf(api, 'post', post.id))!;
    const res = await show(itemId).expect(200);
    expect(res.body).toMatchObject({
      source: 'automatic',
      reason: 'watched_words',
      signals: [{ kind: 'watched_words', detail: { matched_words: [word] } }],
      reports: [],
    });
    // The author is told an automatic check hid it, and may appeal.
    const notices = await http().get('/api/moderation/notices').set(bearer(author)).expect(200);
    expect(notices.body.data[0]).toMatchObject({
      subject_type: 'post',
      action: 'keep_hidden',
      decided_by: 'automatic',
      rule: expect.stringContaining('No spam'),
      appeal: null,
    });
    // A report of the same post joins the item.
    await establish(api, reader);
    await report(api, reader, 'post', post.id, 'spam').expect(201);
    expect(await openItemOf(api, 'post', post.id)).toBe(itemId);
    await act(itemId, { action: 'dismiss' }).expect(200);
    await getPost(reader, post.id).expect(200);
  });

  it('removing an image with add_to_blocklist holds a re-upload of it', async () => {
    const shapes = Array.from({ length: 6 }, (_, i) => {
      const v = (Date.now() + i * 104729) % 997;
      return `<circle cx="${(v * 13) % 640}" cy="${(v * 29) % 480}" r="${40 + (v % 90)}" fill="#${((v * 2654435761) % 0xffffff).toString(16).padStart(6, '0')}"/>`;
    }).join('');
    const picture = await sharp(
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><rect width="640" height="480" fill="#5a6b7c"/>${shapes}</svg>`,
      ),
    )
      .jpeg()
      .toBuffer();
    const { itemId, author } = await reportedPost('nudity', {}, [picture]);
    await act(itemId, { action: 'remove', add_to_blocklist: true }).expect(200);
    const blocked = await http()
      .get('/admin-api/image-blocklist')
      .query(listQuery({ range: [0, 9] }))
      .set(asStaff())
      .expect(200);
    const entry = blocked.body.find((b: { review_item_id: number }) => b.review_item_id === itemId);
    expect(entry).toMatchObject({
      hash: expect.stringMatching(/^[0-9a-f]{16}$/),
      thumbnail_url: `/admin-api/image-blocklist/${entry.id}/image`,
      added_by: { id: moderator.id, name: 'Test queue' },
    });
    await http().get(entry.thumbnail_url).set(asStaff()).expect(200).expect('Content-Type', 'image/jpeg');
    const again = await createPost(http, author, { description: 'again' }, [
      await sharp(picture).resize(500).toBuffer(),
    ]);
    expect(again.is_held).toBe(1);
    // Only the superadmin deletes an entry.
    await http().delete(`/admin-api/image-blocklist/${entry.id}`).set(asStaff()).expect(403);
    await http().delete(`/admin-api/image-blocklist/${entry.id}`).set(asStaff(admin)).expect(200);
  });
});

describe('demo data', () => {
  it('puts a child-safety report, a watched-word finding and a spam report in the queue, once', async () => {
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const titles = ['Kids cooking class this Sunday', 'Grow your restaurant page', 'Hiring line cooks'];
    const items = () =>
      api.db.query(
        `SELECT i.reason, i.held FROM review_items i JOIN posts p ON p.id = i.subject_id AND i.subject_type = 'post'
         JOIN users u ON u.id = p.user_id
         WHERE i.status = 'open' AND u.email LIKE '%@restaurant.local' AND p.title IN (?) ORDER BY i.priority, i.id`,
        [titles],
      );
    try {
      await seedModerationDemo(api.app);
      const first = await items();
      expect(first).toEqual([
        { reason: 'child_safety', held: 1 },
        { reason: 'watched_words', held: 1 },
        { reason: 'spam', held: 0 },
      ]);
      await seedModerationDemo(api.app);
      expect(await items()).toEqual(first);
    } finally {
      // Other specs count the demo members' posts: leave the database as it was.
      await api.db.query(
        `DELETE i FROM review_items i JOIN posts p ON p.id = i.subject_id AND i.subject_type = 'post' WHERE p.title IN (?)`,
        [titles],
      );
      await api.db.query(
        "DELETE p FROM posts p JOIN users u ON u.id = p.user_id WHERE u.email LIKE '%@restaurant.local' AND p.title IN (?)",
        [titles],
      );
      await api.db.query("DELETE FROM watched_words WHERE word = 'guaranteed followers'");
      await api.app.get(RedisClient).set('moderation:watched-words:version', 'demo-cleaned');
    }
  });
});
