import { unzipSync } from 'fflate';
import { bearer, freshIp } from './support/accounts';
import { useTestApi } from './support/api';
import { establish, openItemOf, report } from './support/moderation';
import { createPost, newMember, photo } from './support/social';
import { bytes, listQuery, type StaffMember, staffAuth, staffMember } from './support/staff';

const api = useTestApi();
const { http, outbox } = api;
let moderator: StaffMember;

beforeAll(async () => {
  moderator = await staffMember(api, 'moderator', 'escalation');
});

describe('child-safety escalation', () => {
  it('removes the content, bans the author, keeps the evidence and packages it with a manifest', async () => {
    const started = new Date(Date.now() - 1000);
    const [author, reporter, reader] = await Promise.all([
      newMember(http, outbox),
      newMember(http, outbox),
      newMember(http, outbox),
    ]);
    await establish(api, reporter);
    const post = await http()
      .post('/api/posts')
      .set({ ...bearer(author), 'X-Forwarded-For': '10.99.1.7' })
      .field('title', 'Evidence title')
      .field('description', 'Evidence text')
      .attach('medias[0]', await photo(200, 150, '#225588'), { filename: 'a.jpg', contentType: 'image/jpeg' })
      .expect(201);
    const postId = post.body.data.id as number;
    await report(api, reporter, 'post', postId, 'child_safety', 'A child in this picture').expect(201);
    await http().get(`/api/posts/${postId}`).set(bearer(reader)).expect(404);
    const itemId = (await openItemOf(api, 'post', postId))!;

    const res = await http()
      .post(`/admin-api/review-items/${itemId}/actions`)
      .set(staffAuth(moderator))
      .send({ action: 'escalate', note: 'Reported to NCMEC and the police' })
      .expect(200);
    expect(res.body).toMatchObject({ status: 'resolved', escalated: true, decision: { action: 'escalate' } });
    await http().get(`/api/posts/${postId}`).set(bearer(author)).expect(401);
    await http()
      .post('/api/login')
      .set('X-Forwarded-For', freshIp())
      .send({ email: author.payload.email, password: 'correct horse battery' })
      .expect(403);
    const gone = await api.db.query('SELECT id FROM posts WHERE id = ?', [postId]);
    expect(gone).toEqual([]);

    const list = await http()
      .get('/admin-api/escalations')
      .query(listQuery({ range: [0, 4] }))
      .set(staffAuth(moderator))
      .expect(200);
    const escalation = list.body.find((e: { review_item_id: number }) => e.review_item_id === itemId);
    expect(escalation).toMatchObject({
      subject_type: 'post',
      subject_id: postId,
      author: { id: author.id, full_name: 'Asha Patel' },
      escalated_by: { id: moderator.id, name: 'Test escalation' },
    });
    const retained = Date.parse(escalation.retain_until) - Date.parse(escalation.created_at);
    expect(retained).toBeGreaterThanOrEqual(365 * 86_400_000);

    // The account goes; the evidence stays.
    await api.db.query('DELETE FROM users WHERE id = ?', [author.id]);
    const zip = await http()
      .get(`/admin-api/escalations/${escalation.id}/package`)
      .set(staffAuth(moderator))
      .buffer(true)
      .parse(bytes)
      .expect(200)
      .expect('Content-Type', 'application/zip');
    const files = unzipSync(new Uint8Array(zip.body as Buffer));
    expect(Object.keys(files).sort()).toEqual([
      'content.txt',
      'images/0.jpg',
      'manifest.json',
      'metadata.json',
    ]);
    const manifest = JSON.parse(Buffer.from(files['manifest.json']!).toString());
    expect(manifest).toMatchObject({
      escalation_id: escalation.id,
      review_item_id: itemId,
      subject: { type: 'post', id: postId },
      author: { id: author.id, full_name: 'Asha Patel' },
      escalated_by_staff_id: moderator.id,
    });
    expect(manifest.files.map((f: { name: string }) => f.name).sort()).toEqual([
      'content.txt',
      'images/0.jpg',
      'metadata.json',
    ]);
    expect(manifest.files[0].sha256).toMatch(/^[0-9a-f]{64}$/);
    const metadata = JSON.parse(Buffer.from(files['metadata.json']!).toString());
    expect(metadata).toMatchObject({
      author: { id: author.id, email: author.payload.email },
      content: { title: 'Evidence title', description: 'Evidence text', created_ip: '10.99.1.7' },
      images: [{ file: 'images/0.jpg', upload_ip: '10.99.1.7', uploaded_at: expect.any(String) }],
      reports: [
        { reporter: { id: reporter.id }, reason: 'child_safety', details: 'A child in this picture' },
      ],
    });
    expect(Buffer.from(files['content.txt']!).toString()).toContain('Evidence text');
    const audit = await api.db.query(
      `SELECT action FROM audit_log WHERE staff_id = ? AND created_at >= ?
         AND ((target_type = 'review_item' AND target_id = ?) OR (target_type = 'escalation' AND target_id = ?))
       ORDER BY id`,
      [moderator.id, started, itemId, escalation.id],
    );
    expect(audit.map((a: { action: string }) => a.action)).toEqual([
      'review_item.escalate',
      'escalation.download',
    ]);
    await http().get(`/admin-api/escalations/${escalation.id}/package`).set(bearer(reporter)).expect(401);
  });
});

describe('report abuse', () => {
  it('a child-safety report from an account younger than a day queues without hiding', async () => {
    const [author, fresh, reader] = await Promise.all([
      newMember(http, outbox),
      newMember(http, outbox),
      newMember(http, outbox),
    ]);
    const post = await createPost(http, author, { description: 'Our new kitchen' });
    await report(api, fresh, 'post', post.id, 'child_safety').expect(201);
    await http().get(`/api/posts/${post.id}`).set(bearer(reader)).expect(200);
    const itemId = (await openItemOf(api, 'post', post.id))!;
    const item = await http().get(`/admin-api/review-items/${itemId}`).set(staffAuth(moderator)).expect(200);
    expect(item.body).toMatchObject({ reason: 'child_safety', priority: 0, held: false });
    expect(item.body.signals).toContainEqual({
      kind: 'hold_note',
      detail: expect.stringContaining('younger than a day'),
    });
    expect(item.body.reports[0]).toMatchObject({ hid_content: false });
    // An established reporter's child-safety report of the same post still hides it at once (decision 017).
    const established = await newMember(http, outbox);
    await establish(api, established);
    await report(api, established, 'post', post.id, 'child_safety').expect(201);
    await http().get(`/api/posts/${post.id}`).set(bearer(reader)).expect(404);
  });

  it('after staff dismissed three of a member reports, their child-safety reports only queue', async () => {
    const [serial, reader] = await Promise.all([newMember(http, outbox), newMember(http, outbox)]);
    await establish(api, serial);
    for (let i = 0; i < 3; i++) {
      const author = await newMember(http, outbox);
      const post = await createPost(http, author, { description: `Fine post ${i}` });
      await report(api, serial, 'post', post.id, 'child_safety').expect(201);
      const itemId = (await openItemOf(api, 'post', post.id))!;
      await http()
        .post(`/admin-api/review-items/${itemId}/actions`)
        .set(staffAuth(moderator))
        .send({ action: 'dismiss' })
        .expect(200);
    }
    const author = await newMember(http, outbox);
    const post = await createPost(http, author, { description: 'Another fine post' });
    await report(api, serial, 'post', post.id, 'child_safety').expect(201);
    await http().get(`/api/posts/${post.id}`).set(bearer(reader)).expect(200);
    expect(await openItemOf(api, 'post', post.id)).toEqual(expect.any(Number));
  });
});

describe('transparency and grievance', () => {
  it('the monthly CSV counts a fixture month exactly', async () => {
    // A month of its own (far ahead), so earlier runs against this database add nothing to it.
    const year = 2200 + Math.floor(Math.random() * 7000);
    const month = `${year}-03`;
    const [a, b] = await Promise.all([newMember(http, outbox), newMember(http, outbox)]);
    const at = (day: number, hour = 0) =>
      `${month}-${String(day).padStart(2, '0')} ${String(hour).padStart(2, '0')}:00:00.000`;
    const insertItem = async (reason: string, source: string, created: string, resolved: string | null) => {
      const result = await api.db.query(
        `INSERT INTO review_items (source, subject_type, subject_id, author_id, reason, evidence, status, created_at,
           resolved_at, ack_due_at, resolve_due_at, decision_action)
         VALUES (?, 'post', ?, ?, ?, '{}', ?, ?, ?, ?, ?, ?)`,
        [
          source,
          Math.floor(Math.random() * 1e9),
          a.id,
          reason,
          resolved ? 'resolved' : 'open',
          created,
          resolved,
          created,
          created,
          resolved ? 'remove' : null,
        ],
      );
      return result.insertId as number;
    };
    const i1 = await insertItem('child_safety', 'report', at(2), at(2, 2));
    const i2 = await insertItem('spam', 'report', at(3), at(3, 6));
    await insertItem('watched_words', 'watched_words', at(4), null);
    await insertItem('spam', 'report', at(4), at(5, 4));
    await api.db.query(
      `INSERT INTO review_reports (review_item_id, reporter_id, reason, created_at) VALUES (?, ?, 'child_safety', ?), (?, ?, 'spam', ?)`,
      [i1, b.id, at(2), i2, b.id, at(3)],
    );
    await api.db.query(
      `INSERT INTO review_actions (review_item_id, member_id, action, staff_id, created_at) VALUES (?, ?, 'remove', ?, ?), (?, ?, 'remove', ?, ?)`,
      [i1, a.id, moderator.id, at(2, 2), i2, a.id, moderator.id, at(3, 6)],
    );
    const notice = await api.db.query(
      `INSERT INTO moderation_notices (user_id, subject_type, action, rule, decided_by, appeal_until, created_at)
       VALUES (?, 'post', 'remove', 'r', 'staff', ?, ?)`,
      [a.id, at(22), at(2, 2)],
    );
    await api.db.query(
      `INSERT INTO moderation_appeals (notice_id, user_id, text, status, outcome, created_at, decided_at)
       VALUES (?, ?, 'please', 'decided', 'upheld', ?, ?)`,
      [notice.insertId, a.id, at(6), at(7)],
    );
    const res = await http()
      .get('/admin-api/transparency-report')
      .query({ month })
      .set(staffAuth(moderator))
      .expect(200)
      .expect('Content-Type', /text\/csv/);
    expect(res.text).toBe(
      [
        'section,item,value',
        `month,month,${month}`,
        'items_received,automatic:watched_words,1',
        'items_received,report:child_safety,1',
        'items_received,report:spam,2',
        'reports_received,child_safety,1',
        'reports_received,spam,1',
        'actions_taken,remove,2',
        'time_to_action,items_resolved,3',
        'time_to_action,median_hours,6',
        'appeals,received,1',
        'appeal_outcomes,upheld,1',
        '',
      ].join('\r\n'),
    );
    await http()
      .get('/admin-api/transparency-report')
      .query({ month: '2031-13' })
      .set(staffAuth(moderator))
      .expect(422);
  });

  it('the grievance contact is public', async () => {
    const res = await http().get('/api/grievance-contact').expect(200);
    expect(res.body.data).toEqual({
      name: expect.stringContaining('Grievance Officer'),
      email: expect.stringContaining('@'),
      timelines: { acknowledge_hours: 24, resolve_days: 15, remove_hours: 24 },
    });
  });
});
